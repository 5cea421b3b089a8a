import { afterAll, describe, expect, it } from 'vitest'

import type { CarIndexDoc, FacetItem, SearchEngine, SearchResult } from '@/search/types'

import { car, DAY_S, NOW_S, query } from './docs'

/**
 * The behaviour every SearchEngine must share (architecture "Search": the same conformance suite
 * runs against any engine that is configured). makeEngine gets the documents to index.
 */
export type MakeEngine = (docs: CarIndexDoc[]) => Promise<SearchEngine>

const ids = (r: SearchResult) => r.hits.map((h) => h.id)
const counts = (items: FacetItem[] | undefined) => Object.fromEntries((items ?? []).map((i) => [i.value, i.count]))

export function runConformance(name: string, makeEngine: MakeEngine, cleanup?: () => Promise<void>): void {
  describe(`${name}: search conformance`, () => {
    if (cleanup) afterAll(cleanup)

    describe('scope (architecture: an engine cannot be asked for unscoped stock)', () => {
      const docs = [
        car(1),
        car(2, { dealership: 11, dealership_name: 'Alpha Used' }),
        car(3, {
          tenant: 2,
          dealership: 20,
          dealership_name: 'Bravo Motors',
          make: 'Ford',
          model: 'Ranger',
          stocknum: 'B3',
        }),
        car(4, { tenant: 2, dealership: 10, dealership_name: 'Bravo Clash', stocknum: 'B4' }),
      ]
      it("a query scoped to tenant A never returns tenant B's cars, whatever it asks for", async () => {
        const engine = await makeEngine(docs)
        const asks = [
          {},
          { refinements: { make: ['Ford'] } },
          { refinements: { dealership_name: ['Bravo Motors', 'Bravo Clash'] } },
          { text: 'B3' },
          { text: 'ranger' },
          { refinements: { status: ['in_stock'] }, ranges: { price: { min: 0 } } },
        ]
        for (const ask of asks) {
          const r = await engine.search(query(ask, { tenantId: 1, dealershipIds: [10, 11, 20] }))
          expect(r.hits.every((h) => h.tenant === 1)).toBe(true)
          for (const items of Object.values(r.facets))
            expect(items?.some((i) => i.value.startsWith('Bravo') || i.value === 'Ford')).toBe(false)
        }
      })
      it("only the site's dealerships (a dealership id shared across tenants does not leak)", async () => {
        const engine = await makeEngine(docs)
        expect(ids(await engine.search(query({}, { dealershipIds: [10] })))).toEqual([1])
        expect(ids(await engine.search(query({}, { dealershipIds: [10, 11] })))).toEqual([1, 2])
        expect((await engine.search(query({}, { dealershipIds: [] }))).count).toBe(0)
      })
      it('rejects a query without a scope', async () => {
        const engine = await makeEngine(docs)
        await expect(engine.search({} as never)).rejects.toThrow(/scope/)
      })
    })

    describe('listing rules (stock §4, §9)', () => {
      const docs = [
        car(1, { status: 'in_stock' }),
        car(2, { status: 'coming_soon' }),
        car(3, { status: 'sold', sold_date_timestamp: NOW_S - 2 * DAY_S }),
        car(4, { status: 'sold', sold_date_timestamp: NOW_S - 4 * DAY_S }),
        car(5, { show_on_dealer_website: false }),
        car(6, { stocknum: 'HIDE-ME' }),
        car(7, { price: 0 }),
        car(8, { price: null }),
      ]
      it('lists in stock, coming soon and recently sold cars shown on the dealer site, minus excluded stock numbers', async () => {
        const engine = await makeEngine(docs)
        expect(ids(await engine.search(query({ sort: 'newest' }, { excludedStocknums: ['HIDE-ME'] })))).toEqual([
          1, 2, 3, 7, 8,
        ])
        expect(ids(await engine.search(query({ sort: 'newest' }, { includeSoldCarsDays: 5 })))).toEqual([
          1, 2, 3, 4, 6, 7, 8,
        ])
      })
      it('price above 0 only when sorting by price ascending on sites that ask for it', async () => {
        const engine = await makeEngine(docs)
        const asc = await engine.search(query({ sort: 'price_asc' }, { priceAboveZeroOnPriceSort: true }))
        expect(ids(asc)).toEqual([1, 2, 3, 6])
        expect((await engine.search(query({ sort: 'price_desc' }, { priceAboveZeroOnPriceSort: true }))).count).toBe(6)
      })
    })

    describe("a dealership's own sold window (finance §3 include_sold_cars_days overrides the site's, stock §4)", () => {
      const soldAgo = (days: number) => ({ status: 'sold' as const, sold_date_timestamp: NOW_S - days * DAY_S })
      const docs = [
        car(1, { dealership: 10, ...soldAgo(1) }),
        car(2, { dealership: 11, dealership_name: 'Alpha Used', ...soldAgo(1) }),
        car(3, { dealership: 10 }),
        car(4, { dealership: 12, dealership_name: 'Alpha City', ...soldAgo(5) }),
        car(5, { dealership: 11, dealership_name: 'Alpha Used', ...soldAgo(5) }),
      ]
      const scope = {
        dealershipIds: [10, 11, 12],
        includeSoldCarsDays: 3,
        soldWindowByDealership: { '10': 0, '12': 7 },
      }
      it('a dealership with 0 days lists no sold cars while the site default 3 lists a 1-day-old sold car of another', async () => {
        const engine = await makeEngine(docs)
        const r = await engine.search(query({ sort: 'newest' }, scope))
        expect(ids(r)).toEqual([2, 3, 4])
        expect(counts(r.facets.status)).toEqual({ in_stock: 1, sold: 2 })
        expect(counts(r.facets.dealership_name)).toEqual({ 'Alpha Motors': 1, 'Alpha Used': 1, 'Alpha City': 1 })
      })
      it('the override applies to its dealership only, with refinements and text too', async () => {
        const engine = await makeEngine(docs)
        expect(ids(await engine.search(query({ sort: 'newest', refinements: { status: ['sold'] } }, scope)))).toEqual([
          2, 4,
        ])
        expect(ids(await engine.search(query({ text: 's1' }, scope)))).toEqual([])
        expect(ids(await engine.search(query({ sort: 'newest' }, { ...scope, dealershipIds: [12] })))).toEqual([4])
        expect(ids(await engine.search(query({ sort: 'newest' }, { ...scope, soldWindowByDealership: {} })))).toEqual([
          1, 2, 3,
        ])
      })
    })

    describe('refinements, ranges and disjunctive facets', () => {
      const docs = [
        car(1, { make: 'Toyota', model: 'Corolla', body: 'Hatch', year: 2019, price: 15_000, km: 80_000 }),
        car(2, { make: 'Toyota', model: 'RAV4', body: 'SUV', year: 2021, price: 35_000, km: null }),
        car(3, { make: 'Ford', model: 'Ranger', body: 'Ute', year: 2022, price: 45_000, km: 20_000, certified: true }),
        car(4, {
          make: 'Ford',
          model: 'Everest',
          body: 'SUV',
          year: 2023,
          price: null,
          km: 10_000,
          features: ['Tow Bar', 'Sunroof'],
        }),
        car(5, {
          make: 'Mazda',
          model: 'CX-5',
          body: 'SUV',
          year: 2020,
          price: 30_000,
          km: 30_000,
          features: ['Sunroof'],
          seats: 7,
        }),
      ]
      it('OR within a key, AND across keys', async () => {
        const engine = await makeEngine(docs)
        expect(ids(await engine.search(query({ sort: 'newest', refinements: { make: ['Toyota', 'Ford'] } })))).toEqual([
          1, 2, 3, 4,
        ])
        expect(
          ids(await engine.search(query({ sort: 'newest', refinements: { make: ['Toyota', 'Ford'], body: ['SUV'] } }))),
        ).toEqual([2, 4])
        expect(
          ids(await engine.search(query({ refinements: { filtered_features: ['Sunroof', 'Tow Bar'], seats: ['7'] } }))),
        ).toEqual([5])
        expect((await engine.search(query({ refinements: { make: ['Nope'] } }))).count).toBe(0)
      })
      it("counts a facet without its own refinement (InstantSearch's disjunctive facets)", async () => {
        const engine = await makeEngine(docs)
        const r = await engine.search(query({ refinements: { make: ['Toyota'], body: ['SUV'] } }))
        expect(r.count).toBe(1)
        expect(counts(r.facets.make)).toEqual({ Toyota: 1, Ford: 1, Mazda: 1 }) // SUVs by make
        expect(counts(r.facets.body)).toEqual({ Hatch: 1, SUV: 1 }) // Toyotas by body
        expect(counts(r.facets.model)).toEqual({ RAV4: 1 }) // both refinements apply
        expect(r.facets.make?.[0]).toEqual({ label: 'Ford', value: 'Ford', count: 1 }) // count desc, then value
      })
      it('facet values: make_model, certified, year, seats, price range', async () => {
        const engine = await makeEngine(docs)
        const r = await engine.search(query())
        expect(counts(r.facets.make_model)['Toyota|Corolla']).toBe(1)
        expect(counts(r.facets.certified)).toEqual({ true: 1, false: 4 })
        expect(counts(r.facets.year)).toEqual({ 2019: 1, 2020: 1, 2021: 1, 2022: 1, 2023: 1 })
        expect(counts(r.facets.seats)).toEqual({ 5: 4, 7: 1 })
        expect(counts(r.facets.price_range)).toEqual({
          '$10,000 - $20,000': 1,
          '$30,000 - $40,000': 2,
          '$40,000 - $50,000': 1,
        })
        expect(counts(r.facets.filtered_features)).toEqual({ Sunroof: 2, 'Tow Bar': 1 })
        const only = await engine.search(query({ facets: ['make'] }))
        expect(Object.keys(only.facets)).toEqual(['make'])
      })
      it('ranges are inclusive and leave out cars without the value', async () => {
        const engine = await makeEngine(docs)
        expect(
          ids(await engine.search(query({ sort: 'newest', ranges: { price: { min: 15_000, max: 35_000 } } }))),
        ).toEqual([1, 2, 5])
        expect(ids(await engine.search(query({ sort: 'newest', ranges: { km: { max: 30_000 } } })))).toEqual([3, 4, 5])
        expect(
          ids(
            await engine.search(
              query({ sort: 'newest', ranges: { year: { min: 2022 }, price: {}, km: { min: Number.NaN } } }),
            ),
          ),
        ).toEqual([3, 4])
        expect(
          ids(
            await engine.search(
              query({ ranges: { created_at_timestamp: { min: NOW_S - 2000, max: NOW_S - 1000 } }, sort: 'newest' }),
            ),
          ),
        ).toEqual([1, 2])
      })
    })

    describe('sorts, ties and pagination (stock §9: hits per page 21)', () => {
      const docs = Array.from({ length: 30 }, (_, i) =>
        car(i + 1, {
          rank: i % 3 === 0 ? 5 : 0,
          price: i === 4 ? null : 10_000 + (i % 5) * 1000,
          year: 2015 + (i % 4),
          km: (i % 2) * 1000,
        }),
      )
      it('rank descending by default, then id ascending', async () => {
        const engine = await makeEngine(docs)
        const r = await engine.search(query())
        expect(r.count).toBe(30)
        expect(r.pages).toBe(2)
        expect(r.hits).toHaveLength(21)
        expect(ids(r).slice(0, 11)).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 2])
        expect(ids(await engine.search(query({ page: 2 })))).toEqual([18, 20, 21, 23, 24, 26, 27, 29, 30])
      })
      it('pages do not overlap and together hold every hit once', async () => {
        const engine = await makeEngine(docs)
        for (const sort of [
          'rank_desc',
          'price_asc',
          'price_desc',
          'year_desc',
          'year_asc',
          'km_asc',
          'km_desc',
          'newest',
        ] as const) {
          const seen = []
          for (let page = 1; page <= 4; page++)
            seen.push(...ids(await engine.search(query({ sort, page, hitsPerPage: 8 }))))
          expect(seen.sort((a, b) => Number(a) - Number(b))).toEqual(docs.map((d) => d.id))
        }
        expect((await engine.search(query({ page: 5, hitsPerPage: 8 }))).hits).toEqual([])
      })
      it('price ascending puts cars without a price last; ties by id', async () => {
        const engine = await makeEngine(docs)
        const all = ids(await engine.search(query({ sort: 'price_asc', hitsPerPage: 30 })))
        expect(all.slice(0, 6)).toEqual([1, 6, 11, 16, 21, 26])
        expect(all.at(-1)).toBe(5)
        const desc = ids(await engine.search(query({ sort: 'price_desc', hitsPerPage: 30 })))
        expect(desc.slice(0, 3)).toEqual([10, 15, 20])
        expect(desc.at(-1)).toBe(5)
      })
      it('year, km and newest sorts', async () => {
        const engine = await makeEngine(docs)
        expect(ids(await engine.search(query({ sort: 'year_desc', hitsPerPage: 3 })))).toEqual([4, 8, 12])
        expect(ids(await engine.search(query({ sort: 'year_asc', hitsPerPage: 3 })))).toEqual([1, 5, 9])
        expect(ids(await engine.search(query({ sort: 'km_desc', hitsPerPage: 3 })))).toEqual([2, 4, 6])
        expect(ids(await engine.search(query({ sort: 'km_asc', hitsPerPage: 3 })))).toEqual([1, 3, 5])
        expect(ids(await engine.search(query({ sort: 'newest', hitsPerPage: 3 })))).toEqual([1, 2, 3])
      })
    })

    describe('text', () => {
      const docs = [
        car(1, { make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', colour: 'Red', stocknum: 'U1234' }),
        car(2, { make: 'Hyundai', model: 'Tucson', badge: 'Elite', stocknum: 'U5678' }),
        car(3, { make: 'Toyota', model: 'LandCruiser', badge: 'GXL', stocknum: 'N0001' }),
        car(4, {
          make: 'Toyota',
          model: 'Camry',
          badge: 'Ascent',
          stocknum: 'N0002',
          name: '2020 Toyota Camry Ascent 1234',
        }),
      ]
      it('every word must match some field; the last word may be a prefix', async () => {
        const engine = await makeEngine(docs)
        expect(ids(await engine.search(query({ text: 'toyota ascent', sort: 'newest' })))).toEqual([1, 4])
        expect(ids(await engine.search(query({ text: 'toyota red' })))).toEqual([1])
        expect(ids(await engine.search(query({ text: 'toyota sp' })))).toEqual([1])
        expect((await engine.search(query({ text: 'asc toyota' }))).count).toBe(0) // only the last word is a prefix
        expect((await engine.search(query({ text: 'toyota tucson' }))).count).toBe(0)
      })
      it('a query equal to a stock number returns that car only', async () => {
        const engine = await makeEngine(docs)
        expect(ids(await engine.search(query({ text: 'u1234' })))).toEqual([1])
        expect(ids(await engine.search(query({ text: ' U5678 ' })))).toEqual([2])
        expect(ids(await engine.search(query({ text: '1234' })))).toEqual([4]) // not a stock number: a word of car 4's name
      })
      it("tolerates typos, counting a swap of two letters as one ('corola', 'tuscon', 'landcruser')", async () => {
        const engine = await makeEngine(docs)
        expect(ids(await engine.search(query({ text: 'corola' })))).toEqual([1])
        expect(ids(await engine.search(query({ text: 'tuscon' })))).toEqual([2])
        expect(ids(await engine.search(query({ text: 'toyota landcruser' })))).toEqual([3])
        expect(ids(await engine.search(query({ text: 'cmary' })))).toEqual([4]) // one swap
        expect((await engine.search(query({ text: 'crola' }))).count).toBe(0) // two edits; 5 letters allow one
      })
    })

    describe('changes', () => {
      it('upsert replaces by id and remove takes the car out; the next search sees both', async () => {
        const engine = await makeEngine([car(1), car(2), car(3)])
        await engine.upsert([car(2, { make: 'Ford', model: 'Ranger' }), car(4, { make: 'Kia' })])
        await engine.remove([3])
        const r = await engine.search(query({ sort: 'newest' }))
        expect(ids(r)).toEqual([1, 2, 4])
        expect(counts(r.facets.make)).toEqual({ Toyota: 1, Ford: 1, Kia: 1 })
        expect(ids(await engine.search(query({ text: 'ranger' })))).toEqual([2])
        expect((await engine.search(query({ text: 'S3' }))).count).toBe(0)
      })
      it('multiSearch answers each query in order', async () => {
        const engine = await makeEngine([car(1), car(2, { make: 'Ford' })])
        const [a, b] = await engine.multiSearch([
          query({ refinements: { make: ['Ford'] } }),
          query({ refinements: { make: ['Toyota'] } }),
        ])
        expect(ids(a!)).toEqual([2])
        expect(ids(b!)).toEqual([1])
        expect(typeof a!.ms).toBe('number')
      })
    })
  })
}
