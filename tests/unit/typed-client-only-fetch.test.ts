import fs from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// docs/features/public-api.md "The typed client": client code calls our endpoints only through
// src/http/client.ts, so every browser call is typed by its contract and sends the same headers.

const ROOT = process.cwd()
const SRC = path.join(ROOT, 'src')
const CLIENT = 'src/http/client.ts'

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : []
  })
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/')
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

/** A module an import names, when it is ours (`@/…` or relative); type-only imports ship nothing. */
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(SRC, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  return null
}

const IMPORT = /^\s*(import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm

/**
 * Client code: every `*.client.tsx`, every module marked 'use client', and every module they
 * import (what ships to the browser).
 */
function clientModules(): string[] {
  const all = sourceFiles(SRC)
  const seeds = all.filter(
    (f) => f.endsWith('.client.tsx') || /^\s*['"]use client['"]/.test(fs.readFileSync(f, 'utf8')),
  )
  const seen = new Set<string>()
  const queue = [...seeds]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveImport(file, m[2]!)
      if (next && !seen.has(next)) queue.push(next)
    }
  }
  return [...seen].map(rel).sort()
}

const FETCH_CALL = /(?<![\w.])(?:(?:window|globalThis|self)\s*\.\s*)?fetch\s*\(/

describe('the typed client is the one fetch caller in client code', () => {
  const modules = clientModules()

  it('finds the client code, the typed client among it', () => {
    expect(modules.length).toBeGreaterThan(50)
    expect(modules).toContain(CLIENT)
  })

  it('no other client module calls fetch', () => {
    const callers = modules.filter((f) => FETCH_CALL.test(withoutComments(fs.readFileSync(path.join(ROOT, f), 'utf8'))))
    expect(callers).toEqual([CLIENT])
  })

  it('lint refuses a fetch in a client component, and allows it in the typed client', async () => {
    const eslint = new ESLint({ cwd: ROOT })
    const code = "export const load = () => fetch('/api/watchlist/state')\n"
    const [component] = await eslint.lintText(code, {
      filePath: path.join(ROOT, 'src/components/account/Probe.client.tsx'),
    })
    expect(component!.messages.map((m) => m.ruleId)).toContain('no-restricted-globals')
    const [viaWindow] = await eslint.lintText("export const load = () => window.fetch('/x')\n", {
      filePath: path.join(ROOT, 'src/components/vehicle/probe.ts'),
    })
    expect(viaWindow!.messages.map((m) => m.ruleId)).toContain('no-restricted-properties')
    const [client] = await eslint.lintText(code, { filePath: path.join(ROOT, CLIENT) })
    expect(client!.messages.map((m) => m.ruleId)).not.toContain('no-restricted-globals')
  })
})
