import { describe, expect, it, vi } from 'vitest'

import { expireGenerations } from '@/cache/generation'
import { clearHotReads, hotRead } from '@/cache/hot-reads'
import { dateTimeFormat } from '@/domain/text/intl'

// docs/features/caching.md "Caches, and what expires each": a car, site, menu or content change expires exactly the
// pages it affects within a second (tags). A render's repeated read (the vehicle page's car) lasts
// exactly as long as a shared page of its tenant would: a change expiring the tenant's tags or a
// platform tag ends it.
let n = 0
const fresh = () => `hot${Date.now()}-${n++}` // a tenant no other test has touched

describe('hot reads', () => {
  it('reads once while nothing of the tenant changes, and shares a read in flight', async () => {
    const t = fresh()
    const read = vi.fn(async () => ({ price: 1 }))
    const [a, b] = await Promise.all([hotRead(t, 'car:x', read), hotRead(t, 'car:x', read)])
    expect(await hotRead(t, 'car:x', read)).toBe(a)
    expect(b).toBe(a)
    expect(read).toHaveBeenCalledTimes(1)
    // another key of the same tenant is its own read
    await hotRead(t, 'car:y', read)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it("reads again after a change to its tenant's tags, and not after another tenant's", async () => {
    const [t, other] = [fresh(), fresh()]
    let price = 1
    const read = vi.fn(async () => ({ price }))
    await hotRead(t, 'car:x', read)
    expireGenerations([`tenant:${other}:cars`])
    expect((await hotRead(t, 'car:x', read)).price).toBe(1)
    expect(read).toHaveBeenCalledTimes(1)
    price = 2
    expireGenerations([`tenant:${t}:cars`])
    expect((await hotRead(t, 'car:x', read)).price).toBe(2)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('reads again after a platform-wide change (a site setting)', async () => {
    const t = fresh()
    const read = vi.fn(async () => 'v')
    await hotRead(t, 'k', read)
    expireGenerations(['sites'])
    await hotRead(t, 'k', read)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('does not keep a read that a change overtook while it ran', async () => {
    const t = fresh()
    let finish: (v: string) => void = () => undefined
    const slow = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)))
    const pending = hotRead(t, 'k', slow)
    expireGenerations([`tenant:${t}:cars`]) // the change lands while the read runs
    finish('old')
    expect(await pending).toBe('old')
    const again = vi.fn(async () => 'new')
    expect(await hotRead(t, 'k', again)).toBe('new')
  })

  it('does not remember a failed read', async () => {
    const t = fresh()
    await expect(hotRead(t, 'k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await hotRead(t, 'k', async () => 'ok')).toBe('ok')
    clearHotReads()
  })
})

describe('dateTimeFormat', () => {
  it('makes one format per locale and options, and formats as Intl does', () => {
    const options = { timeZone: 'Australia/Brisbane', year: 'numeric', month: '2-digit', day: '2-digit' } as const
    const f = dateTimeFormat('en-CA', options)
    expect(dateTimeFormat('en-CA', { ...options })).toBe(f)
    expect(dateTimeFormat('en-AU', options)).not.toBe(f)
    const at = new Date('2026-11-27T15:30:00Z') // 1:30 am on the 28th in Brisbane
    expect(f.format(at)).toBe(new Intl.DateTimeFormat('en-CA', options).format(at))
    expect(f.format(at)).toBe('2026-11-28')
  })
})
