import { slugify } from '@/domain/text/slug'

/**
 * The one rule of a car's slug (stock §2 /cars/{slug}; §3 Car "slug"): what the stock import and the
 * seed make, what the admin's slug field accepts, and what a /cars/{slug} or ?cars= address may name.
 */

/** A made slug (name and stock number) is cut to this many characters before any clash number. */
export const CAR_SLUG_BASE_MAX = 90
/** Room for the base and a clash number ('-2' … '-999999999'). */
export const CAR_SLUG_MAX = 100

/** Lower-case letters and digits in words joined by single dashes, as slugify writes them. */
const CAR_SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const isCarSlug = (value: string): boolean => value.length <= CAR_SLUG_MAX && CAR_SLUG_SHAPE.test(value)

export const CAR_SLUG_HINT = `Use lower-case letters, digits and single dashes (at most ${CAR_SLUG_MAX} characters).`

/** The slug a car's words make ('2022 Toyota Corolla HT12345' → '2022-toyota-corolla-ht12345'), cut to the base length; 'car' when none is left. */
export const carSlugOf = (text: string): string => slugify(text).slice(0, CAR_SLUG_BASE_MAX).replace(/-+$/, '') || 'car'

/** The first of base, base-2, base-3 … not taken within the tenant; it is added to `taken`. */
export function uniqueCarSlug(base: string, taken: Set<string>): string {
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  taken.add(slug)
  return slug
}
