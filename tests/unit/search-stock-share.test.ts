import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Car } from '@/payload-types'
import { EmbeddedSearchEngine } from '@/search/embedded/engine'
import { stockGeneration } from '@/search/indexing/stock-generation'
import {
  publishStockChange,
  receiveStockChange,
  shareStockChanges,
  type StockChange,
} from '@/search/indexing/stock-share'
import { syncCarAfterChange, syncCarAfterDelete } from '@/search/indexing/sync'
import { resetSearchEngine } from '@/search/instance'

import { car, query } from '../support/search/docs'

// docs/deploy.md "Running several instances": with the embedded engine and Redis, every instance keeps its
// own index current when another instance (or the jobs worker) changes stock. The change travels as
// the index documents read inside its own transaction; tests/cluster runs it across real servers.
let sent: StockChange[]
beforeEach(() => {
  sent = []
  shareStockChanges((change) => sent.push(change))
})
afterEach(() => {
  shareStockChanges(null)
  resetSearchEngine()
  vi.unstubAllEnvs()
})

const stored = {
  id: 5,
  tenant: 1,
  name: '2020 Kia Seltos',
  slug: 'kia-seltos',
  make: 'Kia',
  model: 'Seltos',
  car_type: 'used',
  status: 'in_stock',
  dealership: { id: 10, name: 'Alpha Motors', slug: 'alpha' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as Car

const req = () =>
  ({ payload: { findByID: vi.fn(async () => stored), logger: { error: vi.fn() } } }) as never as Parameters<
    ReturnType<typeof syncCarAfterChange>
  >[0]['req']
const args = (context: Record<string, unknown> = {}) =>
  ({ doc: { id: 5 }, id: 5, req: req(), context, collection: {}, operation: 'update' }) as never

describe('stock changes shared between instances (embedded engine)', () => {
  it('a car saved or deleted in a process with no engine of its own (the jobs worker) is still sent', async () => {
    await syncCarAfterChange({ engine: () => null })(args())
    await syncCarAfterDelete({ engine: () => null })(args())
    expect(sent).toEqual([
      { upsert: [expect.objectContaining({ id: 5, make: 'Kia', dealership_name: 'Alpha Motors' })] },
      { remove: [5] },
    ])
  })

  it('a change is applied here and sent; disableSearchSync (bulk writes) sends nothing', async () => {
    const engine = new EmbeddedSearchEngine()
    await syncCarAfterChange({ engine: () => engine })(args())
    expect(engine.size).toBe(1)
    expect(sent).toHaveLength(1)
    await syncCarAfterChange({ engine: () => engine })(args({ disableSearchSync: true }))
    expect(sent).toHaveLength(1)
  })

  it('nothing is sent with Typesense, whose index every instance already shares', async () => {
    vi.stubEnv('TYPESENSE_URL', 'http://127.0.0.1:8108')
    vi.stubEnv('TYPESENSE_API_KEY', 'key')
    publishStockChange({ upsert: [car(1)] })
    await syncCarAfterChange({ engine: () => null })(args())
    expect(sent).toEqual([])
  })

  it('a large batch goes as messages of at most 500 documents, removals apart', () => {
    publishStockChange({ upsert: Array.from({ length: 1200 }, (_, i) => car(i + 1)), remove: [9001] })
    expect(sent.map((m) => [m.upsert?.length ?? 0, m.remove?.length ?? 0])).toEqual([
      [500, 0],
      [500, 0],
      [200, 0],
      [0, 1],
    ])
  })

  it("another instance's change reaches this one's engine and its remembered searches", async () => {
    const engine = new EmbeddedSearchEngine([car(1), car(2)])
    resetSearchEngine(engine)
    const before = stockGeneration()
    await receiveStockChange({ upsert: [car(1, { price: 12_345 })], remove: [2] })
    const { hits } = await engine.search(query())
    expect(hits.map((h) => [h.id, h.price])).toEqual([[1, 12_345]])
    expect(stockGeneration()).toBe(before + 1)
  })

  it('a change is dropped where nothing asked for an engine: its build will read the database', async () => {
    await expect(receiveStockChange({ upsert: [car(1)] })).resolves.toBeUndefined()
  })

  it('a malformed message is ignored', async () => {
    const engine = new EmbeddedSearchEngine([car(1)])
    resetSearchEngine(engine)
    await receiveStockChange({ upsert: 'nope' })
    await receiveStockChange(null)
    expect(engine.size).toBe(1)
  })
})
