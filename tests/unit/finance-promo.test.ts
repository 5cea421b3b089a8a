import { describe, expect, it } from 'vitest'

import {
  featuredPromoCars,
  PROMO_CARS_PER_PAGE,
  PROMO_MAX_PAGES,
  promoPage,
  promoPageHref,
} from '@/domain/finance/enquiry'

describe('featuredPromoCars (finance §2 "a featured used-cars list (only cars with more than one photo)")', () => {
  it.each<[string, (number | null)[], string[]]>([
    ['two photos or more stay, in order', [2, 9, 3], ['car0', 'car1', 'car2']],
    ['one photo is not "more than one"', [1, 2], ['car1']],
    ['no photos, or an unknown count, is dropped', [0, null, 5], ['car2']],
    ['none left', [1, 0], []],
  ])('%s', (_, counts, expected) =>
    expect(
      featuredPromoCars(counts.map((photos_count, i) => ({ id: `car${i}`, photos_count }))).map((c) => c.id),
    ).toEqual(expected),
  )
})

describe('promoPage (finance §9 "Featured used cars on finance promo: 6 per page")', () => {
  it('6 per page', () => expect(PROMO_CARS_PER_PAGE).toBe(6))
  it.each<[string, number, string | undefined, ReturnType<typeof promoPage>]>([
    ['no featured cars: no pages', 0, undefined, { page: 1, pages: 0, start: 0, end: 6 }],
    ['6 cars: one page', 6, undefined, { page: 1, pages: 1, start: 0, end: 6 }],
    ['7 cars: two pages, the first', 7, undefined, { page: 1, pages: 2, start: 0, end: 6 }],
    ['7 cars: page 2 holds the seventh', 7, '2', { page: 2, pages: 2, start: 6, end: 12 }],
    ['a page past the end is the last', 13, '9', { page: 3, pages: 3, start: 12, end: 18 }],
    ['page 0 is the first', 13, '0', { page: 1, pages: 3, start: 0, end: 6 }],
    ['junk is the first', 13, '2; drop table', { page: 1, pages: 3, start: 0, end: 6 }],
    ['negative is the first', 13, '-2', { page: 1, pages: 3, start: 0, end: 6 }],
    [
      `at most ${PROMO_MAX_PAGES} pages however many cars`,
      100,
      '99',
      { page: PROMO_MAX_PAGES, pages: PROMO_MAX_PAGES, start: 18, end: 24 },
    ],
  ])('%s', (_, featured, requested, expected) => expect(promoPage(featured, requested)).toEqual(expected))
})

describe('promoPageHref (finance §2 "/finance: … query string kept")', () => {
  it.each<[string, Record<string, string | string[] | undefined>, number, string]>([
    ['page 2 of a bare page', {}, 2, '?promo_page=2#finance-promo'],
    ['page 1 has no page parameter', { promo_page: '3' }, 1, '?#finance-promo'],
    [
      'the finance parameters are kept, the old page replaced',
      { preferredDealership: 'sutherland-kia', vehiclePriceBudget: '45000', promo_page: '2' },
      3,
      '?preferredDealership=sutherland-kia&vehiclePriceBudget=45000&promo_page=3#finance-promo',
    ],
    [
      'repeated parameters stay repeated; values are encoded',
      { tag: ['a b', 'c&d'] },
      2,
      '?tag=a+b&tag=c%26d&promo_page=2#finance-promo',
    ],
  ])('%s', (_, params, page, expected) => expect(promoPageHref(params, page)).toBe(expected))
})
