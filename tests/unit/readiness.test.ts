import { describe, expect, it } from 'vitest'

import { checkReadiness, optionalParts, type Probe } from '@/ops/ready/readiness'

// docs/deploy.md "Operations": "GET /api/ready … 503 while any required part is down; each probe is bounded
// by a timeout (2 s)".
const up = (name: string): Probe => ({ name, check: async () => undefined })
const down = (name: string, message = 'connect ECONNREFUSED 10.0.0.5:6379'): Probe => ({
  name,
  check: async () => {
    throw new Error(message)
  },
})
const hangs = (name: string, aborted: { value: boolean }): Probe => ({
  name,
  check: (signal) =>
    new Promise(() => {
      signal.addEventListener('abort', () => (aborted.value = true))
    }),
})

describe('readiness', () => {
  it('is ready with every part up, each reported with its state and milliseconds', async () => {
    const { readiness, failures } = await checkReadiness([up('database'), up('search')])
    expect(readiness.status).toBe('ready')
    expect(readiness.parts.database).toEqual({ state: 'up', ms: expect.any(Number), required: true })
    expect(failures).toEqual([])
  })

  it('is not ready with one required part down; the reason is for the log only', async () => {
    const { readiness, failures } = await checkReadiness([up('database'), down('redis')])
    expect(readiness.status).toBe('not_ready')
    expect(readiness.parts.redis?.state).toBe('down')
    expect(JSON.stringify(readiness)).not.toContain('10.0.0.5')
    expect(failures).toEqual([{ part: 'redis', reason: 'connect ECONNREFUSED 10.0.0.5:6379' }])
  })

  it('bounds a part that never answers by the timeout, and aborts it', async () => {
    const aborted = { value: false }
    const started = Date.now()
    const { readiness, failures } = await checkReadiness([up('database'), hangs('storage', aborted)], {
      timeoutMs: 150,
    })
    expect(Date.now() - started).toBeLessThan(1500)
    expect(readiness.parts.storage).toMatchObject({ state: 'down' })
    expect(readiness.parts.storage!.ms).toBeGreaterThanOrEqual(140)
    expect(failures[0]!.reason).toMatch(/no answer within 150 ms/)
    expect(aborted.value).toBe(true)
  })

  it('probes the parts at once, not one after another', async () => {
    const aborted = { value: false }
    const started = Date.now()
    await checkReadiness([hangs('a', aborted), hangs('b', aborted), hangs('c', aborted)], { timeoutMs: 200 })
    expect(Date.now() - started).toBeLessThan(550)
  })

  it('stays ready with an optional part down (READY_OPTIONAL), and says which', async () => {
    const { readiness } = await checkReadiness([up('database'), down('redis')], {
      optional: optionalParts(' Redis , search'),
    })
    expect(readiness.status).toBe('ready')
    expect(readiness.parts.redis).toMatchObject({ state: 'down', required: false })
  })
})
