/**
 * Names, slugs and stock numbers. Stock numbers rise with arrival order, are unique per dealership
 * (prefix + digits, e.g. HT12345), and the well-known fixtures get a reserved block (…99001 on).
 */
import { carSlugOf } from '@/domain/cars/slug'
import { slugify } from '@/domain/text/slug'

import type { Rng } from './random'

/** The app's one slug rule (the slug fields apply the same). */
export { slugify }

export const carName = (year: number, make: string, model: string, badge: string) => `${year} ${make} ${model} ${badge}`

/** A generated car's slug, made as the stock import makes one (src/domain/cars/slug.ts). */
export const carSlug = (year: number, make: string, model: string, badge: string, stocknum: string) =>
  carSlugOf(`${year} ${make} ${model} ${badge} ${stocknum}`)

const FIXTURE_BLOCK = 99_000

/** Stock numbers for one dealership's generated cars, in arrival order. */
export function stockNumbers(rng: Rng, prefix: string, count: number): string[] {
  let n = 10_000 + rng.int(0, 1_500)
  const numbers: string[] = []
  for (let i = 0; i < count; i++) {
    n += rng.int(1, 2)
    if (n >= FIXTURE_BLOCK && n < FIXTURE_BLOCK + 1_000) n = FIXTURE_BLOCK + 1_000
    numbers.push(`${prefix}${n}`)
  }
  return numbers
}

export const fixtureStockNumber = (prefix: string, index: number) => `${prefix}${FIXTURE_BLOCK + 1 + index}`
