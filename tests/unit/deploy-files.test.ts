import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import YAML from 'yaml'

import { databaseKind } from '@/db/kind'
import { UPLOAD_REQUEST_MAX_BYTES } from '@/domain/body-limits'
import { policyEnvName, RATE_POLICIES } from '@/limits/rate-limit-policies'

import { SERVER_NODE_FLAGS } from '../../scripts/lib/run.mjs'

// docs/deploy.md "Environment variables": every variable the code reads is in one table, and so is
// every variable the Dockerfile and compose.yaml set for Forecourt. This machine cannot build or run
// containers (docs/deploy.md), so these files are checked here, against the code, at test time.
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

const CODE_DIRS = ['src', 'scripts', 'bench', 'collections', 'globals', 'tenants']
const CODE_FILES = ['payload.config.ts', 'next.config.ts']
const CODE_EXT = /\.(ts|tsx|mjs|cjs|js)$/

function codeFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) return codeFiles(rel)
    return CODE_EXT.test(entry.name) ? [rel] : []
  })
}

/** `process.env.NAME`, `env.NAME`, `env?.NAME` and `env['NAME']`: every way the code reads a variable by name. */
function variablesRead(source: string): string[] {
  const names = new Set<string>()
  for (const m of source.matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b/g)) names.add(m[1]!)
  for (const m of source.matchAll(/\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g)) names.add(m[1]!)
  return [...names]
}

/** The rate-limit policies read their overrides by a computed name (src/limits/rate-limit-policies.ts). */
const policyVariables = Object.keys(RATE_POLICIES).map(policyEnvName)

const codeVariables = [
  ...new Set([
    ...[...CODE_DIRS.flatMap(codeFiles), ...CODE_FILES].flatMap((file) => variablesRead(read(file))),
    ...policyVariables,
  ]),
].sort()

/** The first column of every table row in docs/deploy.md: `| \`NAME\` | …`. */
const deployDoc = read('docs/deploy.md')
const documented = new Set([...deployDoc.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((m) => m[1]!))

const compose = YAML.parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, { build?: unknown; image?: string; command?: string[]; environment?: unknown }>
} & Record<string, unknown>
/** The services that run Forecourt's own image (built from the Dockerfile). */
const forecourtServices = Object.entries(compose.services).filter(([, s]) => s.build !== undefined)

function environmentOf(service: { environment?: unknown }): Record<string, string> {
  const env = service.environment ?? {}
  if (Array.isArray(env))
    return Object.fromEntries(env.map((line: string) => [line.split('=')[0]!, line.split('=').slice(1).join('=')]))
  return Object.fromEntries(Object.entries(env as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
}

const dockerfile = read('Dockerfile')
/** ENV and ARG lines: `ENV A=1 B=2`, `ENV A 1` and `ARG A[=1]`. */
function dockerfileVariables(text: string): string[] {
  const names: string[] = []
  for (const [, instruction, rest] of text.matchAll(/^\s*(ENV|ARG)\s+(.+)$/gim)) {
    const words = rest!.trim().split(/\s+/)
    if (instruction!.toUpperCase() === 'ENV' && !words[0]!.includes('=')) names.push(words[0]!)
    else for (const word of words) if (/^[A-Za-z_]\w*(=|$)/.test(word)) names.push(word.split('=')[0]!)
  }
  return names
}

describe('docs/deploy.md lists every environment variable', () => {
  it('finds the variables the code reads (the scan itself works)', () => {
    expect(variablesRead("process.env.A_B; env?.C; env['D_1']; appEnv.NOT; env.lower")).toEqual(['A_B', 'C', 'D_1'])
    expect(codeVariables).toEqual(expect.arrayContaining(['DATABASE_URL', 'PAYLOAD_SECRET', 'TRUST_PROXY']))
    expect(codeVariables.length).toBeGreaterThan(50)
  })

  it('every variable the code reads has a row', () => {
    expect(codeVariables.filter((name) => !documented.has(name))).toEqual([])
  })

  it("every rate-limit policy's row gives its default points/seconds", () => {
    for (const [name, policy] of Object.entries(RATE_POLICIES)) {
      expect(deployDoc, name).toContain(`| \`${policyEnvName(name)}\` | \`${policy.points}/${policy.durationS}\` |`)
    }
  })

  it('every variable compose.yaml sets for Forecourt has a row', () => {
    expect(forecourtServices.map(([name]) => name).sort()).toEqual(['app-1', 'app-2', 'jobs', 'migrate'])
    const set = new Set(forecourtServices.flatMap(([, s]) => Object.keys(environmentOf(s))))
    expect(set.size).toBeGreaterThan(10)
    expect([...set].filter((name) => !documented.has(name))).toEqual([])
  })

  it('every variable the Dockerfile sets has a row', () => {
    const set = dockerfileVariables(dockerfile)
    expect(set).toEqual(expect.arrayContaining(['NODE_ENV', 'PORT']))
    expect(set.filter((name) => !documented.has(name))).toEqual([])
  })
})

describe('the Dockerfile', () => {
  it('builds on node:20-bookworm-slim with npm ci and npm run build', () => {
    const bases = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1])
    expect(bases.length).toBeGreaterThanOrEqual(2)
    expect(new Set(bases)).toEqual(new Set(['node:20-bookworm-slim']))
    expect(dockerfile).toMatch(/^RUN npm ci\b/m)
    expect(dockerfile).toMatch(/^RUN npm run build\b/m)
  })

  it("runs as a user that is not root, with npm start's command", () => {
    const lines = dockerfile.split('\n')
    const user = lines.findLastIndex((l) => /^USER\s+/.test(l))
    const cmd = lines.findLastIndex((l) => /^CMD\s+/.test(l))
    expect(user).toBeGreaterThan(-1)
    expect(lines[user]).not.toMatch(/^USER\s+(root|0)\b/)
    expect(cmd).toBeGreaterThan(user)
    const command = JSON.parse(lines[cmd]!.replace(/^CMD\s+/, '')) as string[]
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start.split(' ')
    expect(start).toEqual(['node', ...SERVER_NODE_FLAGS, 'scripts/server.mjs'])
    expect(command.slice(0, start.length)).toEqual(start)
  })
})

describe('compose.yaml', () => {
  const env = environmentOf(compose.services['app-1']!)

  it('runs two servers over PostgreSQL: a SQLite file takes one server (docs/features/databases.md "Databases")', () => {
    expect(databaseKind(env.DATABASE_URL)).toBe('postgres')
    for (const [, service] of forecourtServices) expect(environmentOf(service)).toEqual(env)
  })

  it('runs the worker and the release step from the same image, and the servers with its command', () => {
    // `npm run jobs` itself, each program named by its path so no npm stands between it and SIGTERM.
    const jobs = (JSON.parse(read('package.json')) as { scripts: { jobs: string } }).scripts.jobs
    const words = [...jobs.matchAll(/(\S*"[^"]*"|\S+)/g)].map((m) => m[1]!.replace(/"/g, ''))
    expect(compose.services.jobs!.command!.map((w) => w.replace(/^node_modules\/\.bin\//, ''))).toEqual(words)
    expect(compose.services.migrate!.command).toEqual(['npm', 'run', 'migrate'])
    expect(compose.services['app-1']!.command).toBeUndefined()
    expect(compose.services['app-2']!.command).toBeUndefined()
  })

  it('believes forwarding headers from the load balancer alone, which sends to both servers', () => {
    const lb = compose.services.lb as unknown as { networks: { default: { ipv4_address: string } } }
    expect(env.TRUST_PROXY).toBe(lb.networks.default.ipv4_address)
    const nginx = read('deploy/nginx.conf')
    const upstream = [...nginx.matchAll(/^\s*server\s+([\w-]+):3000\b/gm)].map((m) => m[1])
    expect(upstream).toEqual(['app-1', 'app-2'])
    expect(env.PORT).toBe('3000')
  })

  it("lets the load balancer pass an upload as large as the app's own limit", () => {
    const [, size, unit] = /client_max_body_size\s+(\d+)([km]?);/i.exec(read('deploy/nginx.conf')) ?? []
    const bytes = Number(size) * (unit?.toLowerCase() === 'm' ? 2 ** 20 : unit?.toLowerCase() === 'k' ? 2 ** 10 : 1)
    expect(bytes).toBeGreaterThanOrEqual(UPLOAD_REQUEST_MAX_BYTES)
  })
})
