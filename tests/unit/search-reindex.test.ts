import { describe, expect, it, vi } from 'vitest'

import type { Car } from '@/payload-types'
import { EmbeddedSearchEngine } from '@/search/embedded/engine'
import { reindexCarsAfterChange } from '@/search/indexing/reindex'

import { query } from '../support/search/docs'

type Named = { id: number; name: string; slug: string }

const carOf = (id: number, dealership: Named): Car => ({
  id,
  tenant: 1,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Kia',
  model: 'Seltos',
  car_type: 'used',
  status: 'in_stock',
  dealership: dealership as never,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

/** A request whose local API holds `count` cars of dealership 10, answering keyset-paged finds. */
function fakeReq(count: number, dealership: Named) {
  const cars = Array.from({ length: count }, (_, i) => carOf(i + 1, dealership))
  const payload = {
    find: vi.fn(async ({ limit, where }: { limit: number; where: { and: { id?: { greater_than: number } }[] } }) => {
      const after = where.and.find((w) => w.id)?.id?.greater_than ?? 0
      return { docs: cars.filter((c) => c.id > after).slice(0, limit) }
    }),
    logger: { error: vi.fn() },
  }
  return { payload } as never as Parameters<ReturnType<typeof reindexCarsAfterChange>>[0]['req'] & {
    payload: typeof payload
  }
}

const before: Named = { id: 10, name: 'Alpha Motors', slug: 'alpha' }
const after: Named = { ...before, name: 'Alpha Toyota' }
const hook = (engine: EmbeddedSearchEngine | null) =>
  reindexCarsAfterChange<Named>({
    relation: 'dealership',
    indexedValues: (d) => [d.name, d.slug],
    engine: () => engine,
    pageSize: 2,
  })
const args = (req: ReturnType<typeof fakeReq>, over: Record<string, unknown> = {}) =>
  ({
    doc: after,
    previousDoc: before,
    operation: 'update',
    req,
    context: {},
    collection: {},
    data: {},
    ...over,
  }) as never

describe("re-index a dealership's cars when a value they carry in the index changes", () => {
  it('reads the cars in pages inside the request and upserts each page', async () => {
    const engine = new EmbeddedSearchEngine()
    const req = fakeReq(5, after)
    expect(await hook(engine)(args(req))).toBe(after)
    expect(req.payload.find).toHaveBeenCalledTimes(3) // 2 + 2 + 1
    expect(req.payload.find).toHaveBeenCalledWith(
      expect.objectContaining({
        collection: 'cars',
        req,
        depth: 1,
        limit: 2,
        sort: 'id',
        where: { and: [{ dealership: { equals: 10 } }] },
      }),
    )
    const r = await engine.search(query({ facets: ['dealership_name'] }))
    expect(r.count).toBe(5)
    expect(r.facets.dealership_name).toEqual([{ label: 'Alpha Toyota', value: 'Alpha Toyota', count: 5 }])
  })

  it.each([
    ['nothing indexed changed', { previousDoc: { ...after } }],
    ['the document was just created', { operation: 'create' }],
    ['context.disableSearchSync is set', { context: { disableSearchSync: true } }],
  ] as [string, Record<string, unknown>][])('does nothing when %s', async (_, over) => {
    const engine = new EmbeddedSearchEngine()
    const req = fakeReq(3, after)
    await hook(engine)(args(req, over))
    expect(req.payload.find).not.toHaveBeenCalled()
    expect(engine.size).toBe(0)
  })

  it('does nothing when no engine is running (its build reads the database)', async () => {
    const req = fakeReq(3, after)
    await hook(null)(args(req))
    expect(req.payload.find).not.toHaveBeenCalled()
  })

  it('logs a failure instead of failing the save', async () => {
    const req = fakeReq(3, after)
    req.payload.find.mockRejectedValueOnce(new Error('database gone'))
    expect(await hook(new EmbeddedSearchEngine())(args(req))).toBe(after)
    expect(req.payload.logger.error).toHaveBeenCalled()
  })
})
