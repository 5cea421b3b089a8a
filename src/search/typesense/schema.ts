import type { CollectionCreateSchema, CollectionFieldSchema } from 'typesense'

import { SEARCHABLE_FIELDS } from '../text'
import type { RefinementKey } from '../types'

/**
 * One collection per deployment holds every tenant's cars; tenant and dealership are filter fields
 * and every query embeds them (translate.ts), as do the per-site scoped keys (scoped-key.ts).
 * Facet fields are named after the spec's filter keys (stock §3). Fields not listed here are stored
 * with the document (so hits come back whole) but not indexed.
 */
export const DEFAULT_COLLECTION = 'cars'

const facet = (
  name: string,
  type: CollectionFieldSchema['type'] = 'string',
  optional = true,
): CollectionFieldSchema => ({ name, type, facet: true, optional })
const sortable = (name: string, type: CollectionFieldSchema['type'], optional = true): CollectionFieldSchema => ({
  name,
  type,
  sort: true,
  optional,
})

export const CAR_FIELDS: CollectionFieldSchema[] = [
  { name: 'tenant', type: 'string' },
  { name: 'dealership', type: 'string' },
  { name: 'id_sort', type: 'string', sort: true },
  { name: 'show_on_dealer_website', type: 'bool' },
  { name: 'sold_date_timestamp', type: 'int64', optional: true },
  // Trimmed, lower-case stock number ('' when none), so exclusions (!=) and the lookup never meet a missing field.
  { name: 'stocknum_key', type: 'string' },
  { name: 'name', type: 'string' },
  { name: 'stocknum', type: 'string', optional: true },
  facet('make', 'string', false),
  facet('model', 'string', false),
  facet('make_model'),
  facet('badge'),
  facet('colour'),
  facet('car_type', 'string', false),
  facet('status', 'string', false),
  facet('body'),
  facet('fuel'),
  facet('transmission'),
  facet('drive'),
  facet('seats', 'int32'),
  { ...facet('year', 'int32'), sort: true },
  facet('state'),
  facet('city'),
  facet('location_name'),
  facet('dealership_name'),
  facet('tag'),
  facet('item_type'),
  facet('certified', 'bool', false),
  facet('categories', 'string[]'),
  facet('filtered_features', 'string[]'),
  facet('price_range'),
  facet('weekly_price_range'),
  sortable('price', 'float'),
  sortable('km', 'float'),
  sortable('weekly_price', 'float'),
  sortable('subscription_price', 'float'),
  sortable('rank', 'float', false),
  sortable('created_at_timestamp', 'int64', false),
]

export function carsCollectionSchema(name = DEFAULT_COLLECTION): CollectionCreateSchema {
  return { name, fields: CAR_FIELDS, default_sorting_field: 'rank' }
}

/** Typesense field types of the refinement keys, for building their filters. */
export function facetFieldType(key: RefinementKey): CollectionFieldSchema['type'] {
  const field = CAR_FIELDS.find((f) => f.name === key)
  if (!field?.facet) throw new Error(`No facet field for ${key}`)
  return field.type
}

/** Text fields in query order; stock numbers get no typos. */
export const QUERY_BY = SEARCHABLE_FIELDS.join(',')
export const NUM_TYPOS = SEARCHABLE_FIELDS.map((f) => (f === 'stocknum' ? 0 : 2)).join(',')
