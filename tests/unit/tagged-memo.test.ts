import { describe, expect, it, vi } from 'vitest'

// A stand-in for Next's data cache: entries kept by key until one of their tags is expired.
const store = vi.hoisted(() => new Map<string, { tags: string[]; value: unknown }>())
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, key: string[], opts: { tags: string[] }) => async () => {
    const k = JSON.stringify(key)
    if (!store.has(k)) store.set(k, { tags: opts.tags, value: await fn() })
    return store.get(k)!.value
  },
}))
vi.mock('@/data/runtime/payload', () => ({ payloadClient: async () => ({}) }))
const expire = (tag: string) => {
  for (const [k, e] of store) if (e.tags.includes(tag)) store.delete(k)
}

const { taggedMemo } = await import('@/data/runtime/tagged-memo')

// docs/features/seo.md "Search engines: robots.txt, sitemaps and vehicle feeds": feeds and sitemaps are updated
// when stock changes — too large for Next's data cache (2 MB per entry), so they are memoised per
// process under a version token that the tags expire.
describe('taggedMemo', () => {
  it('reuses the result until one of its tags expires, then rebuilds once', async () => {
    const load = vi.fn(async (site: string) => `${site}:${load.mock.calls.length}`)
    const get = taggedMemo('t', load, (site: string) => [`tenant:${site}:cars`])
    expect(await get('a')).toBe('a:1')
    expect(await get('a')).toBe('a:1')
    expect(await get('b')).toBe('b:2')
    expire('tenant:a:cars')
    expect(await get('a')).toBe('a:3')
    expect(await get('b')).toBe('b:2') // another tenant's tag left it alone
    expect(load).toHaveBeenCalledTimes(3)
  })

  // Security: "first builds of feeds and sitemaps each pushed p95 to 0.5-2 s": concurrent callers of
  // a cold cache each minted a version token of their own, and each rebuilt the whole result.
  it('builds once for concurrent callers of a cold cache (single-flight)', async () => {
    const load = vi.fn(async (site: string) => {
      await new Promise((r) => setTimeout(r, 5))
      return `${site}:built`
    })
    const get = taggedMemo('cold', load, (site: string) => [`tenant:${site}:pages`])
    const all = await Promise.all(Array.from({ length: 20 }, () => get('c')))
    expect(new Set(all)).toEqual(new Set(['c:built']))
    expect(load).toHaveBeenCalledTimes(1)
    expire('tenant:c:pages')
    await Promise.all(Array.from({ length: 20 }, () => get('c')))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('runs at most two builds at once in a process, whatever the sites asked for', async () => {
    let running = 0
    let most = 0
    const load = vi.fn(async (site: string) => {
      most = Math.max(most, ++running)
      await new Promise((r) => setTimeout(r, 5))
      running--
      return site
    })
    const get = taggedMemo('queued', load, (site: string) => [`tenant:${site}:cars`])
    const sites = ['q1', 'q2', 'q3', 'q4', 'q5']
    expect(await Promise.all(sites.map((s) => get(s)))).toEqual(sites)
    expect(load).toHaveBeenCalledTimes(5)
    expect(most).toBe(2)
  })

  it('a failed load is not kept', async () => {
    let fail = true
    const get = taggedMemo(
      'u',
      async () => {
        if (fail) throw new Error('db down')
        return 'ok'
      },
      () => ['x'],
    )
    await expect(get()).rejects.toThrow('db down')
    fail = false
    expire('x')
    expect(await get()).toBe('ok')
  })
})
