import { describe, expect, it } from 'vitest'

import { ttlMemo } from '@/data/ttl-memo'

describe('ttlMemo', () => {
  it('serves one load per key within the window and reloads after it', async () => {
    let loads = 0
    const memo = ttlMemo(1000, async (k: { id: number }) => `${k.id}:${++loads}`, (k) => k.id)
    expect(await memo({ id: 1 }, 0)).toBe('1:1')
    expect(await memo({ id: 1 }, 999)).toBe('1:1')
    expect(await memo({ id: 2 }, 999)).toBe('2:2')
    expect(await memo({ id: 1 }, 1000)).toBe('1:3')
  })

  it('forgets a failed load so the next call tries again', async () => {
    let fail = true
    const memo = ttlMemo(1000, async () => {
      if (fail) throw new Error('engine not ready')
      return 'ok'
    }, () => 'k')
    await expect(memo(null, 0)).rejects.toThrow('engine not ready')
    fail = false
    expect(await memo(null, 1)).toBe('ok')
  })
})
