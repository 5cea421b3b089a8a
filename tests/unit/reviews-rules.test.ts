import { describe, expect, it } from 'vitest'

import { timeAgoInWords } from '@/domain/reviews/in-words'
import { aggregateReviews, formatRating, reviewsToShow, showsReviews, starFills } from '@/domain/reviews/rules'

describe('aggregateReviews — finance §3 "aggregate count and average_rating"', () => {
  it.each([
    [[], { count: 0, average_rating: null }],
    [[{ rating: 5 }, { rating: 4 }], { count: 2, average_rating: 4.5 }],
    [[{ rating: 5 }, { rating: 9 }, { rating: Number.NaN }], { count: 1, average_rating: 5 }],
  ])('%o', (reviews, summary) => expect(aggregateReviews(reviews)).toEqual(summary))
})

describe('showsReviews — finance §5 "average rating above a minimum and reviews not hidden"; §9 "minimum rating 4"', () => {
  it.each([
    ['4.1 with a visible review', 4.1, 1, true],
    ['exactly 4 is not above the minimum', 4, 3, false],
    ['3.9', 3.9, 3, false],
    ['all hidden', 4.8, 0, false],
    ['no reviews', null, 0, false],
  ])('%s', (_case, average, visible, shown) =>
    expect(showsReviews({ count: 3, average_rating: average }, visible)).toBe(shown),
  )
})

describe('reviewsToShow — stock §9 "review count 12"', () => {
  it('drops hidden ones, newest first, at most 12', () => {
    const reviews = Array.from({ length: 20 }, (_, i) => ({
      rating: 5,
      review_date: `2026-01-${String(i + 1).padStart(2, '0')}`,
      hidden: i === 19,
    }))
    const shown = reviewsToShow(reviews)
    expect(shown).toHaveLength(12)
    expect(shown[0]!.review_date).toBe('2026-01-19')
    expect(shown.every((r) => !r.hidden)).toBe(true)
  })
})

describe('stars — finance §9 "Stars: at most about 4 full plus a partial, rating one decimal"', () => {
  it.each([
    [4.6, [1, 1, 1, 1, 0.6], '4.6'],
    [5, [1, 1, 1, 1, 1], '5.0'],
    [4.65, [1, 1, 1, 1, 0.65], '4.7'],
    [3.2, [1, 1, 1, 0.2, 0], '3.2'],
    [4, [1, 1, 1, 1, 0], '4.0'],
    [0, [0, 0, 0, 0, 0], '0.0'],
    [7, [1, 1, 1, 1, 1], '7.0'],
  ])('%f', (rating, fills, text) => {
    expect(starFills(rating)).toEqual(fills)
    expect(starFills(rating).filter((f) => f === 1).length).toBeLessThanOrEqual(rating >= 5 ? 5 : 4)
    expect(formatRating(rating)).toBe(text)
  })
})

describe('timeAgoInWords — finance §3 "review_date_in_words"', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  it.each([
    ['2026-11-24T08:00:00Z', 'today'],
    ['2026-11-23T12:00:00Z', '1 day ago'],
    ['2026-11-18T12:00:00Z', '6 days ago'],
    ['2026-11-10T12:00:00Z', '2 weeks ago'],
    ['2026-09-24T12:00:00Z', '2 months ago'],
    ['2024-11-01T12:00:00Z', '2 years ago'],
    ['nonsense', null],
  ])('%s → %s', (date, words) => expect(timeAgoInWords(date, now)).toBe(words))
})
