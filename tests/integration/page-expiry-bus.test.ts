import { afterAll, describe, expect, it } from 'vitest'

import { createPageExpiryBus, type PageExpiryBus } from '@/cache/page-expiry-bus'

// Issue 16 §1: "A car, site, menu or content change expires exactly the pages it affects within a
// second (tags), on this server and, through revalidateTag, on every instance." Each instance keeps
// its own shared pages; the expiries travel between them through Redis (the real server here).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const buses: PageExpiryBus[] = []
afterAll(async () => {
  await Promise.all(buses.map((b) => b.close()))
})

function instance(channel: string) {
  const heard: string[][] = []
  const bus = createPageExpiryBus({ redisUrl: REDIS_URL, channel, onExpire: (tags) => heard.push(tags) })
  buses.push(bus)
  return { bus, heard }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('page expiries between instances', () => {
  it('every other instance of the deployment hears a change within a second; the sender and other deployments do not', async () => {
    const channel = `forecourt-test:${Date.now()}:page-expiry`
    const [a, b, c] = [instance(channel), instance(channel), instance(channel)]
    const elsewhere = instance(`${channel}:another-deployment`)
    await settle() // subscribed
    const started = Date.now()
    a.bus.publish(['tenant:7:cars', 'tenant:7:car:42'])
    await expect
      .poll(() => [b.heard, c.heard], { timeout: 1000, interval: 20 })
      .toEqual([[['tenant:7:cars', 'tenant:7:car:42']], [['tenant:7:cars', 'tenant:7:car:42']]])
    expect(Date.now() - started).toBeLessThan(1000)
    await settle()
    expect(a.heard).toEqual([]) // it expired its own pages already
    expect(elsewhere.heard).toEqual([])
  })

  it('with Redis down a change is neither refused nor thrown: the page edit goes on', async () => {
    const down = createPageExpiryBus({ redisUrl: 'redis://127.0.0.1:1', channel: 'x', onExpire: () => undefined })
    buses.push(down)
    expect(() => down.publish(['sites'])).not.toThrow()
  })
})
