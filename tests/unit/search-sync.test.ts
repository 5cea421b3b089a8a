import { describe, expect, it, vi } from 'vitest'

import type { Car } from '@/payload-types'
import { EmbeddedSearchEngine } from '@/search/embedded/engine'
import { syncCarAfterChange, syncCarAfterDelete } from '@/search/indexing/sync'

import { query } from '../support/search/docs'

const stored: Car = {
  id: 5,
  tenant: 1,
  name: '2020 Kia Seltos',
  slug: 'kia-seltos',
  make: 'Kia',
  model: 'Seltos',
  car_type: 'used',
  status: 'in_stock',
  dealership: { id: 10, name: 'Alpha Motors', slug: 'alpha' } as never,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

function fakeReq(car: Car | Error = stored) {
  const payload = {
    findByID: vi.fn(async () => {
      if (car instanceof Error) throw car
      return car
    }),
    logger: { error: vi.fn() },
  }
  return { payload } as never as Parameters<ReturnType<typeof syncCarAfterChange>>[0]['req'] & {
    payload: typeof payload
  }
}

const args = (req: ReturnType<typeof fakeReq>, context: Record<string, unknown> = {}) =>
  ({ doc: { id: 5 }, id: 5, req, context, collection: {}, operation: 'update', data: {}, previousDoc: {} }) as never

describe('search sync hooks', () => {
  it('upsert the saved car, read with its names populated inside the request', async () => {
    const engine = new EmbeddedSearchEngine()
    const req = fakeReq()
    await syncCarAfterChange({ engine: () => engine })(args(req))
    expect(req.payload.findByID).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'cars', id: 5, req, depth: 1 }),
    )
    const r = await engine.search(query())
    expect(r.hits.map((h) => [h.id, h.dealership, h.dealership_name])).toEqual([[5, 10, 'Alpha Motors']])
  })

  it('remove the deleted car', async () => {
    const engine = new EmbeddedSearchEngine()
    await syncCarAfterChange({ engine: () => engine })(args(fakeReq()))
    await syncCarAfterDelete({ engine: () => engine })(args(fakeReq()))
    expect((await engine.search(query())).count).toBe(0)
  })

  it('apply the change after an engine that is still being built is ready, without waiting for it', async () => {
    const engine = new EmbeddedSearchEngine()
    let ready!: (e: EmbeddedSearchEngine) => void
    const building = new Promise<EmbeddedSearchEngine>((resolve) => (ready = resolve))
    await syncCarAfterChange({ engine: () => building })(args(fakeReq()))
    expect(engine.size).toBe(0)
    ready(engine)
    await building
    await new Promise((r) => setTimeout(r, 0))
    expect(engine.size).toBe(1)
  })

  it('do nothing when no engine has been started, or when context.disableSearchSync is set', async () => {
    const req = fakeReq()
    await syncCarAfterChange({ engine: () => null })(args(req))
    const engine = new EmbeddedSearchEngine()
    await syncCarAfterChange({ engine: () => engine })(args(req, { disableSearchSync: true }))
    expect(req.payload.findByID).not.toHaveBeenCalled()
    expect(engine.size).toBe(0)
  })

  it('log a failure instead of failing the save', async () => {
    const req = fakeReq(new Error('database gone'))
    const doc = await syncCarAfterChange({ engine: () => new EmbeddedSearchEngine() })(args(req))
    expect(doc).toEqual({ id: 5 })
    expect(req.payload.logger.error).toHaveBeenCalled()
  })
})
