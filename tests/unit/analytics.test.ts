import { describe, expect, it, vi } from 'vitest'

import { ANALYTICS_EVENTS } from '@/domain/analytics/events'
import {
  type AnalyticsEvent,
  BATCH_SIZE,
  MAX_QUEUED_EVENTS,
  queueEvent,
  setAnalyticsSink,
} from '@/integrations/analytics'

const site = { id: 1, tenantId: 1 }
const event = (n: number): AnalyticsEvent => ({ eventId: ANALYTICS_EVENTS.searchView, site, data: { n } })

describe('analytics queue', () => {
  it('writes a burst of events in order, in batches, one write at a time', async () => {
    let inFlight = 0
    let maxInFlight = 0
    const batches: number[][] = []
    setAnalyticsSink({
      async recordMany(events) {
        inFlight++
        maxInFlight = Math.max(maxInFlight, inFlight)
        await new Promise((r) => setTimeout(r, 1))
        batches.push(events.map((e) => e.data!.n as number))
        inFlight--
      },
    })
    let done: Promise<void> = Promise.resolve()
    for (let n = 0; n < BATCH_SIZE + 20; n++) done = queueEvent(event(n))
    await done
    expect(batches.flat()).toEqual([...Array(BATCH_SIZE + 20).keys()])
    expect(batches.map((b) => b.length)).toEqual([BATCH_SIZE, 20])
    expect(maxInFlight).toBe(1)
  })

  it('logs a failed write as a warning and keeps going (stock §7)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let calls = 0
    setAnalyticsSink({
      async recordMany() {
        if (calls++ === 0) throw new Error('database away')
      },
    })
    await queueEvent(event(0))
    await queueEvent(event(1))
    expect(calls).toBe(2)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('never queues more than the limit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let written = 0
    setAnalyticsSink({ recordMany: async (events) => void (written += events.length) })
    let done: Promise<void> = Promise.resolve()
    for (let n = 0; n < MAX_QUEUED_EVENTS + 50; n++) done = queueEvent(event(n))
    await done
    expect(written).toBe(MAX_QUEUED_EVENTS)
    expect(warn).toHaveBeenCalledWith('analytics: 50 events dropped while the queue was full')
    warn.mockRestore()
  })
})
