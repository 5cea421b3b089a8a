import { afterAll, describe, expect, it } from 'vitest'

import { createPageExpiryBus, type PageExpiryBus } from '@/cache/page-expiry-bus'

// docs/features/caching.md "Caching and page weight": a car, site, menu or content change expires exactly the pages it
// affects within a second (tags), on this server and on every instance. Each instance keeps
// its own shared pages; the expiries travel between them through Redis (the real server here).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const buses: PageExpiryBus[] = []
afterAll(async () => {
  await Promise.all(buses.map((b) => b.close()))
})

function instance(deployment: string, redisUrl = REDIS_URL) {
  const heard: string[][] = []
  const bus = createPageExpiryBus({ redisUrl, deployment, onExpire: (tags) => void heard.push(tags) })
  buses.push(bus)
  return { bus, heard }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('page expiries between instances', () => {
  it('every other instance of the deployment hears a change within a second; the sender and other deployments do not', async () => {
    const deployment = `forecourt-test:${Date.now()}`
    const [a, b, c] = [instance(deployment), instance(deployment), instance(deployment)]
    const elsewhere = instance(`${deployment}:another-deployment`)
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

  // Security: "the page-expiry channel is shared across Redis databases (name it by deployment and
  // database)". Redis pub/sub ignores the database: the channel's name must not.
  it('an instance of the same deployment on another database of the same Redis hears nothing', async () => {
    const deployment = `forecourt-test:${Date.now()}:db`
    const onOne = [instance(deployment, `${REDIS_URL}/1`), instance(deployment, `${REDIS_URL}/1`)]
    const onTwo = instance(deployment, `${REDIS_URL}/2`)
    await settle()
    onOne[0]!.bus.publish(['tenant:9:cars'])
    await expect.poll(() => onOne[1]!.heard, { timeout: 1000, interval: 20 }).toEqual([['tenant:9:cars']])
    await settle()
    expect(onTwo.heard).toEqual([])
  })

  // docs/deploy.md "Running several instances": the embedded engine's stock changes travel on the same
  // channel, and an instance applies a car's new document before it expires that car's pages.
  it('stock changes reach the other instances, each applied before the expiry sent after it', async () => {
    const deployment = `forecourt-test:${Date.now()}:stock`
    const events: string[] = []
    const receiver = createPageExpiryBus({
      redisUrl: REDIS_URL,
      deployment,
      onExpire: (tags) => void events.push(`expire ${tags.join(',')}`),
      onStock: async (change) => {
        await new Promise((resolve) => setTimeout(resolve, 100)) // an engine still building
        events.push(`stock ${JSON.stringify(change)}`)
      },
    })
    buses.push(receiver)
    const sender = instance(deployment)
    await settle()
    sender.bus.publishStock({ upsert: [{ id: 42, price: 12_345 }] })
    sender.bus.publish(['tenant:7:car:42'])
    await expect
      .poll(() => events, { timeout: 1000, interval: 20 })
      .toEqual(['stock {"upsert":[{"id":42,"price":12345}]}', 'expire tenant:7:car:42'])
    expect(sender.heard).toEqual([])
  })

  it('with Redis down a change is neither refused nor thrown: the page edit goes on', async () => {
    const down = createPageExpiryBus({
      redisUrl: 'redis://127.0.0.1:1',
      deployment: 'x',
      onExpire: () => undefined,
    })
    buses.push(down)
    expect(() => down.publish(['sites'])).not.toThrow()
  })
})
