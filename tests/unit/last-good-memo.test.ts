import { describe, expect, it } from 'vitest'

import { lastGoodMemo } from '@/data/runtime/last-good-memo'

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
    const memo = lastGoodMemo({
      ttlMs: 1000,
      maxEntries: 10,
      load: c.load,
      keyOf: (k) => k,
      onStale: (e) => seen.push(e),
    })
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

  // Carried over from the former ttlMemo (the home page's stock counts now use this memo).
  it('serves one load per key within the window and reloads after it', async () => {
    let loads = 0
    const memo = lastGoodMemo({
      ttlMs: 1000,
      maxEntries: 10,
      load: async (k: { id: number }) => `${k.id}:${++loads}`,
      keyOf: (k) => String(k.id),
    })
    expect((await memo({ id: 1 }, 0)).value).toBe('1:1')
    expect((await memo({ id: 1 }, 999)).value).toBe('1:1')
    expect((await memo({ id: 2 }, 999)).value).toBe('2:2')
    expect((await memo({ id: 1 }, 1000)).value).toBe('1:3')
  })

  it('forgets a failed load so the next call tries again', async () => {
    let fail = true
    const memo = lastGoodMemo({
      ttlMs: 1000,
      maxEntries: 10,
      load: async () => {
        if (fail) throw new Error('engine not ready')
        return 'ok'
      },
      keyOf: () => 'k',
    })
    await expect(memo(null, 0)).rejects.toThrow('engine not ready')
    fail = false
    expect((await memo(null, 1)).value).toBe('ok')
  })

  // docs/features/caching.md "Caches, and what expires each": a car, site, menu or content change expires exactly the
  // pages it affects within a second: the search memos pass the stock's generation as the version.
  describe('with a version', () => {
    const versioned = (c: ReturnType<typeof counter>) => {
      let version = 0
      const memo = lastGoodMemo({
        ttlMs: 10_000,
        maxEntries: 10,
        load: c.load,
        keyOf: (k: string) => k,
        versionOf: () => version,
      })
      return { memo, change: () => version++ }
    }

    it('reuses a result within the TTL only while the version is unchanged', async () => {
      const c = counter()
      const { memo, change } = versioned(c)
      expect((await memo('a', 0)).value).toBe('a:1')
      expect((await memo('a', 1)).value).toBe('a:1')
      change()
      expect((await memo('a', 2)).value).toBe('a:2') // at once, well within the 10 s window
      expect((await memo('a', 3)).value).toBe('a:2')
      expect(c.loads()).toBe(2)
    })

    it("serves an older version's last good result, marked stale, when the reload fails", async () => {
      const c = counter()
      const { memo, change } = versioned(c)
      await memo('a', 0)
      change()
      c.setFail(true)
      expect(await memo('a', 1)).toEqual({ value: 'a:1', stale: true })
    })

    it('does not hand a load begun before a change to a caller after it', async () => {
      let release: (v: string) => void = () => {}
      let loads = 0
      let version = 0
      const memo = lastGoodMemo({
        ttlMs: 10_000,
        maxEntries: 10,
        load: (k: string) => {
          loads++
          return loads === 1 ? new Promise<string>((r) => (release = r)) : Promise.resolve(`${k}:new`)
        },
        keyOf: (k) => k,
        versionOf: () => version,
      })
      const before = memo('a', 0)
      version++
      expect((await memo('a', 1)).value).toBe('a:new')
      release('a:old')
      expect((await before).value).toBe('a:old')
      expect((await memo('a', 2)).value).toBe('a:new') // the older load did not overwrite the newer result
      expect(loads).toBe(2)
    })
  })
})
