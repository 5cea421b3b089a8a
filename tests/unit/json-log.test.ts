import { AsyncLocalStorage } from 'node:async_hooks'

import { afterEach, describe, expect, it } from 'vitest'

import { logFormat } from '@/log/format'
import { consoleLine, installJsonConsole } from '@/log/json-console'
import { REQUEST_CONTEXT_KEY, type RequestContext } from '@/log/request-id'

// docs/deploy.md "Operations": "In production the log is JSON lines … every line written while a request
// is handled carries its id (reqId)", and docs/features/security.md "Security": the log holds no secrets.
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>
afterEach(() => {
  holder[REQUEST_CONTEXT_KEY] = undefined
})
const within = <T>(id: string, fn: () => T): T => {
  const storage = (holder[REQUEST_CONTEXT_KEY] ??= new AsyncLocalStorage<RequestContext>())
  return storage.run({ id }, fn)
}
const parse = (line: string) => JSON.parse(line) as Record<string, unknown>

describe('a console call as a JSON line', () => {
  it('has the level, the time, the message and no request id outside a request', () => {
    const line = parse(consoleLine('warn', ['rate limits: Redis unavailable', 3], new Date('2026-01-02T03:04:05Z')))
    expect(line).toMatchObject({
      level: 'warn',
      time: '2026-01-02T03:04:05.000Z',
      msg: 'rate limits: Redis unavailable 3',
    })
    expect(line.pid).toBe(process.pid)
    expect(line).not.toHaveProperty('reqId')
  })

  it('carries the id of the request being handled, also after an await', async () => {
    const line = await within('req-1', async () => {
      await new Promise((r) => setTimeout(r, 1))
      return parse(consoleLine('info', ['hello']))
    })
    expect(line.reqId).toBe('req-1')
  })

  it('puts the error in err, scrubbed, and keeps the line one line', () => {
    const err = new Error(`insert failed params: secret@example.com,${'a'.repeat(64)}`)
    const text = consoleLine('error', ['finance: lead not saved', { site: 'outback-rv' }, err])
    expect(text).not.toContain('\n')
    const line = parse(text)
    expect(line.msg).toBe("finance: lead not saved { site: 'outback-rv' }")
    expect(line.err).toMatchObject({ type: 'Error', message: 'insert failed params: [redacted]' })
    expect(text).not.toContain('secret@example.com')
    expect(text).not.toMatch(/[a-f0-9]{64}/)
  })

  it('scrubs a long secret from the message itself', () => {
    expect(parse(consoleLine('info', [`reset token ${'b'.repeat(40)}`])).msg).toBe('reset token [redacted]')
  })

  it('replaces the console once; each call writes one line', () => {
    const lines: string[] = []
    const saved = { ...console }
    try {
      installJsonConsole((l) => lines.push(l))
      installJsonConsole(() => lines.push('a second install'))
      within('req-2', () => console.error('proxy: could not load the site map', new Error('boom')))
      console.log('plain')
    } finally {
      Object.assign(console, saved)
      delete (console as unknown as Record<symbol, unknown>)[Symbol.for('forecourt.jsonConsole')]
    }
    expect(lines).toHaveLength(2)
    expect(lines.every((l) => l.endsWith('\n'))).toBe(true)
    expect(parse(lines[0]!)).toMatchObject({ level: 'error', reqId: 'req-2', err: { message: 'boom' } })
    expect(parse(lines[1]!)).toMatchObject({ level: 'info', msg: 'plain' })
  })
})

describe('the log format', () => {
  it.each([
    [{ NODE_ENV: 'production' }, 'json'],
    [{ NODE_ENV: 'development' }, 'pretty'],
    [{ NODE_ENV: 'test' }, 'pretty'],
    [{ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, 'pretty'],
    [{ NODE_ENV: 'development', LOG_FORMAT: 'JSON' }, 'json'],
  ] as const)('%o → %s', (env, format) => {
    expect(logFormat(env)).toBe(format)
  })

  it('refuses a format it does not know, naming the variable', () => {
    expect(() => logFormat({ LOG_FORMAT: 'jsonl' })).toThrow(/LOG_FORMAT/)
  })
})
