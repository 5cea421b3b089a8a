import { describe, expect, it } from 'vitest'

import { shortlistButtons, type ShortlistCar, type ShortlistFlags } from '@/domain/shortlist-buttons'
import { shortlistFlags } from '@tenants/flags'

const allOn: ShortlistFlags = { favourites: true, compare: true, usedWithImagesOnly: false }
const usedCar: ShortlistCar = { status: 'in_stock', price: 25990, car_type: 'used', photos_count: 12 }

describe('shortlistButtons (stock §4 "Favourites and compare buttons are hidden when …")', () => {
  it.each<[string, Partial<ShortlistCar>, Partial<ShortlistFlags>, { favourites: boolean; compare: boolean }]>([
    ['shown for an in-stock priced car', {}, {}, { favourites: true, compare: true }],
    ['the feature is off (favourites)', {}, { favourites: false }, { favourites: false, compare: true }],
    ['the feature is off (compare)', {}, { compare: false }, { favourites: true, compare: false }],
    ['the car is not in stock (sold)', { status: 'sold' }, {}, { favourites: false, compare: false }],
    ['the car is not in stock (coming soon)', { status: 'coming_soon' }, {}, { favourites: false, compare: false }],
    ['price is 0', { price: 0 }, {}, { favourites: false, compare: false }],
    ['price is below 0', { price: -1 }, {}, { favourites: false, compare: false }],
    ['price is missing', { price: null }, {}, { favourites: false, compare: false }],
    ['price of 1 is above 0', { price: 1 }, {}, { favourites: true, compare: true }],
    ['(some tenants) a used car with images', {}, { usedWithImagesOnly: true }, { favourites: true, compare: true }],
    [
      '(some tenants) the car is not used',
      { car_type: 'new' },
      { usedWithImagesOnly: true },
      { favourites: false, compare: false },
    ],
    [
      '(some tenants) the car has no images',
      { photos_count: 0 },
      { usedWithImagesOnly: true },
      { favourites: false, compare: false },
    ],
    [
      '(some tenants) images counted from the images list',
      { photos_count: null, images: [{}] },
      { usedWithImagesOnly: true },
      { favourites: true, compare: true },
    ],
    [
      'a new car without images is fine elsewhere',
      { car_type: 'new', photos_count: 0 },
      {},
      { favourites: true, compare: true },
    ],
  ])('%s', (_, car, flags, expected) =>
    expect(shortlistButtons({ ...usedCar, ...car }, { ...allOn, ...flags })).toEqual(expected),
  )

  it('reads the three site flags', () => {
    expect(shortlistFlags({})).toEqual({ favourites: true, compare: true, usedWithImagesOnly: false })
    expect(shortlistFlags({ features: { compare: false, favourites_used_with_images_only: true } })).toEqual({
      favourites: true,
      compare: false,
      usedWithImagesOnly: true,
    })
  })
})
