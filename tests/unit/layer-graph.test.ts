import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

// docs/ARCHITECTURE.md "Layers and who may import whom": `npm run lint` runs dependency-cruiser with
// .dependency-cruiser.cjs, which checks resolved paths, so a relative import, an alias and a
// re-export are the same edge, and "no runtime cycle between modules". Each case below writes a
// small tree (with the repo's own alias paths) to a temporary folder, plants one import, and runs
// the repo's config on it.
const CONFIG = path.resolve('.dependency-cruiser.cjs')
const BIN = path.resolve('node_modules/dependency-cruiser/bin/dependency-cruise.mjs')
const roots: string[] = []
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })))

const BASE: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      baseUrl: '.',
      paths: { '@/*': ['./src/*'], '@tenants/*': ['./tenants/*'], '@collections/*': ['./collections/*'] },
    },
  }),
  'src/domain/price.ts': 'export const price = 1\n',
  'src/data/cars/cars.ts': "import { price } from '@/domain/price'\nexport const cars = [price]\n",
  'src/db/sql.ts': 'export const sql = 1\n',
  'tenants/flags.ts': "import { price } from '../src/domain/price'\nexport const flag = price\n",
  'src/components/Card.client.tsx': "import { price } from '@/domain/price'\nexport const Card = () => price\n",
  'src/components/Card.tsx': "import { cars } from '@/data/cars/cars'\nexport const Card = () => cars\n",
}

type Violation = { from: string; to: string; rule: { name: string } }

function cruise(planted: Record<string, string>): Violation[] {
  const root = mkdtempSync(path.join(tmpdir(), 'layers-'))
  roots.push(root)
  for (const [file, text] of Object.entries({ ...BASE, ...planted })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  const run = spawnSync(
    process.execPath,
    [BIN, '--config', CONFIG, '--output-type', 'json', '--no-progress', 'src', 'tenants'],
    { cwd: root, encoding: 'utf8' },
  )
  const out = JSON.parse(run.stdout) as { summary: { violations: Violation[] } }
  return out.summary.violations
}

const names = (vs: Violation[]) => vs.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)

describe('the layer table is enforced on the import graph (docs/ARCHITECTURE.md "Layers and who may import whom")', () => {
  it('passes the clean tree, a type-only cycle included (type imports vanish at build time)', () => {
    expect(
      names(
        cruise({
          'src/data/a.ts': "import type { B } from './b'\nexport type A = { b?: B }\n",
          'src/data/b.ts': "import type { A } from './a'\nexport type B = { a?: A }\n",
        }),
      ),
    ).toEqual([])
  }, 60_000)

  it.each([
    [
      'a relative import into a forbidden layer',
      'src/domain/bad.ts',
      "import { cars } from '../data/cars/cars'\nexport const x = cars\n",
      'not-in-allowed: src/domain/bad.ts → src/data/cars/cars.ts',
    ],
    [
      '`@tenants/*` from src/domain',
      'src/domain/bad.ts',
      "import { flag } from '@tenants/flags'\nexport const x = flag\n",
      'not-in-allowed: src/domain/bad.ts → tenants/flags.ts',
    ],
    [
      'a client component importing `@/db`',
      'src/components/Bad.client.tsx',
      "import { sql } from '@/db/sql'\nexport const x = sql\n",
      'client-server-only: src/components/Bad.client.tsx → src/db/sql.ts',
    ],
    [
      'a client component importing src/data by a relative path',
      'src/components/Bad.client.tsx',
      "import { cars } from '../data/cars/cars'\nexport const x = cars\n",
      'client-server-only: src/components/Bad.client.tsx → src/data/cars/cars.ts',
    ],
    [
      'a module in no row of the table',
      'src/newfolder/x.ts',
      "import { price } from '@/domain/price'\nexport const x = price\n",
      'not-in-allowed: src/newfolder/x.ts → src/domain/price.ts',
    ],
  ])(
    'refuses %s',
    (_why, file, code, expected) => {
      expect(names(cruise({ [file]: code }))).toContain(expected)
    },
    60_000,
  )

  it('refuses a new runtime cycle', () => {
    const found = names(
      cruise({
        'src/data/a.ts': "import { b } from './b'\nexport const a = () => b\n",
        'src/data/b.ts': "import { a } from '@/data/a'\nexport const b = () => a\n",
      }),
    )
    expect(found).toContain('no-circular: src/data/a.ts → src/data/b.ts')
  }, 60_000)
})
