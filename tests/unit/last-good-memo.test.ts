import { describe, expect, it } from 'vitest'

import { lastGoodMemo } from '@/data/last-good-memo'

const counter = () => {
  let loads = 0
  let fail = false
  return {
    load: async (k: string) => {
      if (fail) throw new Error('engine down')
      return `${k}:${++loads}`
    },
    setFail: (f: boolean) => (fail = f),
    loads: () => loads,
  }
}

describe('lastGoodMemo', () => {
  it('reuses a result within the TTL and reloads after it', async () => {
    const c = counter()
    const memo = lastGoodMemo({ ttlMs: 10_000, maxEntries: 10, load: c.load, keyOf: (k) => k })
    expect(await memo('a', 0)).toEqual({ value: 'a:1', stale: false })
    expect(await memo('a', 9_999)).toEqual({ value: 'a:1', stale: false })
    expect(c.loads()).toBe(1)
    expect(await memo('a', 10_000)).toEqual({ value: 'a:2', stale: false })
  })

  // spec: stock §4 "Search loading or error: the last good hits are kept."
  it('serves the last good result, marked stale, when a reload fails', async () => {
    const c = counter()
    const seen: unknown[] = []
    const memo = lastGoodMemo({ ttlMs: 1000, maxEntries: 10, load: c.load, keyOf: (k) => k, onStale: (e) => seen.push(e) })
    await memo('a', 0)
    c.setFail(true)
    expect(await memo('a', 5000)).toEqual({ value: 'a:1', stale: true })
    expect(seen).toHaveLength(1)
    c.setFail(false)
    expect(await memo('a', 5001)).toEqual({ value: 'a:2', stale: false })
  })

  it('rethrows when nothing good is remembered for the key', async () => {
    const c = counter()
    const memo = lastGoodMemo({ ttlMs: 1000, maxEntries: 10, load: c.load, keyOf: (k) => k })
    await memo('a', 0)
    c.setFail(true)
    await expect(memo('b', 0)).rejects.toThrow('engine down')
  })

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const c = counter()
    const memo = lastGoodMemo({ ttlMs: 1000, maxEntries: 2, load: c.load, keyOf: (k) => k })
    await memo('a', 0)
    await memo('b', 0)
    await memo('a', 1) // a is now the most recently used
    await memo('c', 2) // evicts b
    expect(memo.size()).toBe(2)
    c.setFail(true)
    expect((await memo('a', 5000)).stale).toBe(true)
    expect((await memo('c', 5000)).stale).toBe(true)
    await expect(memo('b', 5000)).rejects.toThrow('engine down')
  })

  it('shares one load between concurrent calls for a key', async () => {
    const c = counter()
    const memo = lastGoodMemo({ ttlMs: 1000, maxEntries: 10, load: c.load, keyOf: (k) => k })
    const [x, y] = await Promise.all([memo('a', 0), memo('a', 0)])
    expect(x.value).toBe(y.value)
    expect(c.loads()).toBe(1)
  })
})
