import type { CarType } from '@/domain/cars/vocabulary'
import { decodePathSegment } from '@/domain/text/path-segment'
import { slugify } from '@/domain/text/slug'

import type { RefinementKey } from '../types'

/** spec: stock §2 routes; finance §2 "Breadcrumbs for one dealership group use /used-car/..." */
export const SEARCH_BASE = '/search'
export const USED_CAR_BASE = '/used-car'

/** spec: stock §2 "/search/new-used-and-demo-cars/ Default search page" */
export const ALL_STOCK_SEGMENT = 'new-used-and-demo-cars'

/**
 * spec: stock §2 /search/used-cars, /search/new-cars, /search/demo-cars; finance §2
 * /search/new-and-demo-cars. Car types listed in sorted order, as a state holds them.
 */
export const CAR_TYPE_SEGMENTS: Readonly<Record<string, readonly CarType[]>> = {
  'new-cars': ['new'],
  'demo-cars': ['demo'],
  'used-cars': ['used'],
  'new-and-demo-cars': ['demo', 'new'],
}

/** The slugs a site's search addresses can carry, from its stock and dealerships. */
export type KnownSearchSlugs = {
  /** make slug → make label, e.g. 'mercedes-benz' → 'Mercedes-Benz' */
  makes: ReadonlyMap<string, string>
  /** make slug → (model slug → model label) */
  modelsByMake: ReadonlyMap<string, ReadonlyMap<string, string>>
  /** the site's dealership slugs: /search/{dealership_slug} */
  dealershipSlugs: ReadonlySet<string> | readonly string[]
  /** body slug → body label: /search/{slug of make or body} (finance §2 menus, stock §2 tiles) */
  bodies?: ReadonlyMap<string, string>
}

/** What the path of a search address fixed. */
export type PathFilters = {
  car_type?: CarType[]
  make?: string
  model?: string
  body?: string
  dealership_slug?: string
}

const hasDealership = (known: KnownSearchSlugs, slug: string) =>
  Array.isArray(known.dealershipSlugs)
    ? known.dealershipSlugs.includes(slug)
    : (known.dealershipSlugs as ReadonlySet<string>).has(slug)

function decode(segment: string): string {
  return (decodePathSegment(segment) ?? segment).trim().toLowerCase()
}

/**
 * The filters a search path stands for, or null for an unknown path (→ 404). Segments are the
 * parts after /search (or /used-car). One segment is checked as a car-type path, then a make,
 * a body, a dealership; two segments must be a make and one of its models.
 */
export function resolveSearchPath(segments: readonly string[], known: KnownSearchSlugs): PathFilters | null {
  const parts = segments.map(decode).filter(Boolean)
  if (parts.length === 0) return {}
  if (parts.length === 1) {
    const [slug = ''] = parts
    if (slug === ALL_STOCK_SEGMENT) return {}
    // Own keys only: /search/constructor must not find Object.prototype's (a 500 found by fuzzing).
    const carTypes = Object.hasOwn(CAR_TYPE_SEGMENTS, slug) ? CAR_TYPE_SEGMENTS[slug] : undefined
    if (carTypes) return { car_type: [...carTypes] }
    const make = known.makes.get(slug)
    if (make) return { make }
    const body = known.bodies?.get(slug)
    if (body) return { body }
    return hasDealership(known, slug) ? { dealership_slug: slug } : null
  }
  if (parts.length === 2) {
    const [makeSlug = '', modelSlug = ''] = parts
    const make = known.makes.get(makeSlug)
    const model = known.modelsByMake.get(makeSlug)?.get(modelSlug)
    return make && model ? { make, model } : null
  }
  return null
}

/** The car-type path segment for exactly these car types, if there is one. */
export function carTypeSegment(types: readonly string[] | undefined): string | undefined {
  if (!types?.length) return undefined
  const key = [...new Set(types)].sort().join(',')
  return Object.entries(CAR_TYPE_SEGMENTS).find(([, carTypes]) => carTypes.join(',') === key)?.[0]
}

/** slugify, or undefined when the label has no slug-able characters. */
export const labelSlug = (label: string): string | undefined => slugify(label) || undefined

const single = (values: string[] | undefined) => (values?.length === 1 ? values[0] : undefined)
const reserved = (slug: string) => slug === ALL_STOCK_SEGMENT || Object.hasOwn(CAR_TYPE_SEGMENTS, slug)

/**
 * The pretty path for a state and the refinement keys it carries (so the query leaves them out).
 * First that fits: the dealership; one make (with its one model); a car-type set that has a path;
 * one body; else all stock. With `known`, a make/model/body path is used only if it reads back.
 */
export function searchPathFor(
  state: { refinements: Partial<Record<RefinementKey, string[]>>; dealership?: string },
  known?: KnownSearchSlugs,
): { segments: string[]; carried: RefinementKey[] } {
  if (state.dealership) return { segments: [state.dealership], carried: [] }
  const { make, model, car_type, body } = state.refinements
  const makeLabel = single(make)
  const makeSlug = makeLabel ? labelSlug(makeLabel) : undefined
  if (makeLabel && makeSlug && !reserved(makeSlug) && (!known || known.makes.get(makeSlug) === makeLabel)) {
    const modelLabel = single(model)
    const modelSlug = modelLabel ? labelSlug(modelLabel) : undefined
    if (modelLabel && modelSlug && (!known || known.modelsByMake.get(makeSlug)?.get(modelSlug) === modelLabel)) {
      return { segments: [makeSlug, modelSlug], carried: ['make', 'model'] }
    }
    return { segments: [makeSlug], carried: ['make'] }
  }
  const typeSegment = carTypeSegment(car_type)
  if (typeSegment) return { segments: [typeSegment], carried: ['car_type'] }
  const bodyLabel = single(body)
  const bodySlug = bodyLabel ? labelSlug(bodyLabel) : undefined
  // A body slug that is also a make would read back as the make.
  const bodyReadsBack = !known || (known.bodies?.get(bodySlug ?? '') === bodyLabel && !known.makes.has(bodySlug ?? ''))
  if (bodyLabel && bodySlug && !reserved(bodySlug) && bodyReadsBack) {
    return { segments: [bodySlug], carried: ['body'] }
  }
  return { segments: [ALL_STOCK_SEGMENT], carried: [] }
}
