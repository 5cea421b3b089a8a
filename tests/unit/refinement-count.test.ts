import { describe, expect, it } from 'vitest'

import { activeFilterCount } from '@/search/url/refinement-count'
import { normalizeSearchState } from '@/search/url/state'

// docs/features/phones-and-breakpoints.md "Phones and breakpoints": a sticky bar with "Filters (n)", the number of active
// refinements.
describe('activeFilterCount', () => {
  it.each([
    ['nothing on', {}, 0],
    ['one make', { refinements: { make: ['Toyota'] } }, 1],
    ['two makes and a fuel', { refinements: { make: ['Toyota', 'Kia'], fuel: ['Petrol'] } }, 3],
    ['a price range', { ranges: { price: { min: 10000, max: 30000 } } }, 1],
    ['text and sort are not filters', { text: 'corolla', sort: 'price_asc' }, 0],
  ])('%s → %i', (_name, input, expected) => {
    expect(activeFilterCount(normalizeSearchState(input))).toBe(expected)
  })
})
