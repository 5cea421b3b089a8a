import { describe, expect, it } from 'vitest'

import { watchlistButtonFor } from '@/domain/accounts/watchlist'

// spec: stock §6 "A sold car can be saved only if it is already saved; otherwise there is no save button."
describe('watchlistButtonFor: the watchlist button on the vehicle page and the cards, and the save call', () => {
  it.each([
    [true, false, true], // for sale, not saved: Save to Watchlist
    [true, true, true], // for sale, saved: Saved to Watchlist (remove)
    [false, true, true], // sold, already saved: keeps its button
    [false, false, false], // sold, not saved: no save button (the server answers 409)
  ])('for sale %s, saved %s → %s', (forSale, saved, shown) => {
    expect(watchlistButtonFor({ forSale }, saved)).toBe(shown)
  })
})
