import { afterEach, describe, expect, it } from 'vitest'

import { LAST_GOOD_TTL_MS } from '@/cache/lifetimes'
import { knownSearchSlugs, searchSiteRemembered } from '@/data/search/site-search'
import type { SiteContext } from '@/data/sites/sites'
import { resetSearchEngine } from '@/search/instance'
import type { SearchEngine, SearchQuery, SearchResult } from '@/search/types'
import { EMPTY_SEARCH_STATE } from '@/search/url/state'

/** An engine that answers with its call number, or fails while `down`. */
function flakyEngine() {
  const state = { calls: 0, down: false }
  const engine = {
    name: 'flaky',
    upsert: async () => {},
    remove: async () => {},
    search: async (_: SearchQuery): Promise<SearchResult> => {
      if (state.down) throw new Error('engine unreachable')
      state.calls++
      return {
        hits: [],
        facets: { make: [{ value: 'Toyota', label: 'Toyota', count: state.calls }] },
        count: state.calls,
        pages: 1,
        ms: 1,
      }
    },
    multiSearch: async () => [],
  } as unknown as SearchEngine
  return { engine, state }
}

let siteIds = 1000
const site = () =>
  ({
    id: ++siteIds,
    slug: `s${siteIds}`,
    tenantId: 1,
    settings: {},
    features: {},
    dealerships: [{ id: 1, slug: 'd', name: 'D' }],
  }) as unknown as SiteContext

afterEach(() => resetSearchEngine())

// spec: stock §4 "Search loading or error: the last good hits are kept."
describe('the results page search keeps the last good result', () => {
  it('reuses a search within the TTL without asking the engine again', async () => {
    const { engine, state } = flakyEngine()
    resetSearchEngine(engine)
    const s = site()
    expect((await searchSiteRemembered(s, EMPTY_SEARCH_STATE, {}, 0)).value.count).toBe(1)
    expect((await searchSiteRemembered(s, EMPTY_SEARCH_STATE, {}, LAST_GOOD_TTL_MS - 1)).value.count).toBe(1)
    expect(state.calls).toBe(1)
    expect((await searchSiteRemembered(s, EMPTY_SEARCH_STATE, {}, LAST_GOOD_TTL_MS)).value.count).toBe(2)
  })

  it('serves the last good result, marked stale, when the engine fails', async () => {
    const { engine, state } = flakyEngine()
    resetSearchEngine(engine)
    const s = site()
    await searchSiteRemembered(s, EMPTY_SEARCH_STATE, {}, 0)
    await knownSearchSlugs(s, 0)
    state.down = true
    const served = await searchSiteRemembered(s, EMPTY_SEARCH_STATE, {}, LAST_GOOD_TTL_MS * 3)
    expect(served).toMatchObject({ stale: true, value: { count: 1 } })
    // the vocabulary a search path needs survives the failure too
    expect([...(await knownSearchSlugs(s, LAST_GOOD_TTL_MS * 3)).makes.values()]).toEqual(['Toyota'])
  })

  it('fails when the engine fails and nothing good is remembered for that search', async () => {
    const { engine, state } = flakyEngine()
    resetSearchEngine(engine)
    const s = site()
    await searchSiteRemembered(s, EMPTY_SEARCH_STATE, {}, 0)
    state.down = true
    const other = { ...EMPTY_SEARCH_STATE, text: 'hilux' }
    await expect(searchSiteRemembered(s, other, {}, 0)).rejects.toThrow('engine unreachable')
    // another site never gets this site's result
    await expect(searchSiteRemembered(site(), EMPTY_SEARCH_STATE, {}, 0)).rejects.toThrow('engine unreachable')
  })
})
