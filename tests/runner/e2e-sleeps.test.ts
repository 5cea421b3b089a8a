import fs from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// docs/testing.md: a green run means everything ran, and a browser test waits for the event it means
// (a response, a DOM state, a job's end) or moves the page's clock, never for a fixed time. ESLint
// (eslint.config.js) refuses the forms; a sleep that must stay says why on its disable comment.

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })
const lint = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: path.join(root, file) }))[0]!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message)

describe('the lint of tests (eslint.config.js)', () => {
  it.each([
    ['tests/unit/planted.test.ts', "import { it } from 'vitest'\nit.skip('x', () => {})\n"],
    ['tests/unit/planted.test.ts', "import { it } from 'vitest'\nit.todo('x')\n"],
    ['tests/unit/planted.test.ts', "import { it } from 'vitest'\nit.fails('x', () => {})\n"],
    ['tests/integration/planted.test.ts', "import { it } from 'vitest'\nit.skipIf(true)('x', () => {})\n"],
    ['tests/e2e/planted.spec.ts', "import { test } from '@playwright/test'\ntest.fixme('x', () => {})\n"],
    ['tests/e2e/planted.spec.ts', "import { test } from '@playwright/test'\ntest('x', () => { test.fail() })\n"],
    ['tests/e2e/planted.spec.ts', "import { test } from '@playwright/test'\ntest.describe.only('x', () => {})\n"],
  ])('refuses a skipped, todo, fixme, expected-to-fail or focused test in %s', async (file, code) => {
    expect((await lint(file, code)).join('\n')).toMatch(/tests\/allowed-skips\.json/)
  })

  it.each([
    ["test('x', async ({ page }) => { await page.waitForTimeout(1500) })\n"],
    ["test('x', async () => { await new Promise((r) => setTimeout(r, 1500)) })\n"],
    ["test.describe.configure({ mode: 'serial' })\n"],
  ])('refuses a fixed sleep or serial mode in an e2e spec: %s', async (code) => {
    const messages = await lint('tests/e2e/planted.spec.ts', `import { test } from '@playwright/test'\n${code}`)
    expect(messages.join('\n')).toMatch(/fixed sleep|serial mode/)
  })

  it('lets an e2e spec set its own time limit and wait for events', async () => {
    const code =
      "import { expect, test } from '@playwright/test'\n" +
      "test('x', async ({ page }) => { test.setTimeout(60_000); await expect(page).toHaveURL('/') })\n"
    expect(await lint('tests/e2e/planted.spec.ts', code)).toEqual([])
  })
})

describe('the sleeps left in tests/e2e', () => {
  const specs = fs.readdirSync(path.join(root, 'tests/e2e')).filter((f) => f.endsWith('.ts'))

  it('each says why on its disable comment, one line at a time', () => {
    for (const spec of specs) {
      const text = fs.readFileSync(path.join(root, 'tests/e2e', spec), 'utf8')
      expect(text, `${spec}: a file-wide eslint-disable`).not.toMatch(/eslint-disable(?!-next-line|-line)/)
      for (const line of text.split('\n').filter((l) => l.includes('no-restricted-syntax')))
        expect(line, `${spec}: a disable comment without a reason`).toMatch(
          /eslint-disable-next-line no-restricted-syntax -- \S.{15,}/,
        )
    }
  })
})
