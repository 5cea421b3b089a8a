import { describe, expect, it } from 'vitest'

import { displayCount } from '@/domain/facets/display-count'
import {
  CLEAR_FILTERS,
  EMPTY_SEARCH_TEXT,
  EMPTY_SEARCH_TITLE,
  FIND_SIMILAR,
  showMeCars,
} from '@/domain/facets/messages'
import {
  placePromoCard,
  PROMO_CARD_SLOT,
  PROMO_CARD_TITLE,
  promoCardIndex,
  type PromoPlacement,
} from '@/domain/promo/place-promo-card'

describe('displayCount (stock §9 "capped at a configured stock total when hits exceed 1999")', () => {
  it.each([
    [1999, 2500, 1999], // not exceeding 1999
    [2000, 2500, 2500], // exceeds → the configured total
    [12000, 2500, 2500],
    [2000, null, 2000], // no total configured
    [2000, 0, 2000],
    [0, 2500, 0],
  ])('%s hits, cap %s → %s', (count, cap, shown) => expect(displayCount(count, cap)).toBe(shown))
})

describe('search messages (stock §8 "Empty search", verbatim)', () => {
  it('empty search', () => {
    expect(EMPTY_SEARCH_TITLE).toBe('No Results Available')
    expect(EMPTY_SEARCH_TEXT).toBe(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    )
    expect(CLEAR_FILTERS).toBe('Clear Filters')
    expect(FIND_SIMILAR).toBe('Find Me Something Similar')
    expect(PROMO_CARD_TITLE).toBe('We Want Your Car')
  })
  it.each([
    [21, 'Show me 21 cars'],
    [0, 'Show me 0 cars'],
    [1, 'Show me 1 car'],
    // stock §9 "comma thousands", as the results heading shows the same count
    [2500, 'Show me 2,500 cars'],
  ])("stock §2 'Show me N cars': %s", (n, text) => expect(showMeCars(n)).toBe(text))
})

describe('promo card placement (stock §2 "inserted at configured positions", stock §9)', () => {
  const cards = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
  const show = (list: unknown[]) => list.map((c) => (c === PROMO_CARD_SLOT ? 'P' : c)).join('')
  it.each<[string, PromoPlacement, string]>([
    ['after the configured number of cards', { position: 3 }, 'abcPdefg'],
    ['position 1', { position: 1 }, 'aPbcdefg'],
    ['0 hides it', { position: 0 }, 'abcdefg'],
    ['unset hides it', { position: null }, 'abcdefg'],
    ['fewer cards than the position: last', { position: 10 }, 'abcdefgP'],
    [
      'one tenant randomises 3 plus position: lowest draw',
      { position: 3, randomised: true, random: () => 0 },
      'abcPdefg',
    ],
    ['… middle draw', { position: 3, randomised: true, random: () => 0.5 }, 'abcdPefg'],
    ['… highest draw', { position: 3, randomised: true, random: () => 0.999 }, 'abcdePfg'],
    ['the random function is ignored when not randomised', { position: 3, random: () => 0.999 }, 'abcPdefg'],
  ])('%s', (_, placement, expected) => expect(show(placePromoCard(cards, placement))).toBe(expected))

  it('fewer cards than the position: the index is the end of the list', () =>
    expect(promoCardIndex(7, { position: 10 })).toBe(7))
  it('no results: no card (the no-results placeholder shows)', () =>
    expect(promoCardIndex(0, { position: 3 })).toBeNull())
  it('a random function returning 1 stays within the spread', () =>
    expect(promoCardIndex(20, { position: 3, randomised: true, random: () => 1 })).toBe(5))
})
