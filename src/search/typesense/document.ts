import { stocknumKey } from '@/domain/cars/stocknum'

import { facetValues, singleFacetValue } from '../facet-values'
import { idSortKey } from '../sorts'
import type { CarIndexDoc } from '../types'

/** A car as stored in Typesense: the index document plus the computed facet and helper fields. */
export type TypesenseCarDoc = Omit<CarIndexDoc, 'id' | 'tenant' | 'dealership'> & {
  id: string
  tenant: string
  dealership: string
  id_sort: string
  stocknum_key: string
  make_model?: string
  price_range?: string
  weekly_price_range?: string
  filtered_features: string[]
  categories: string[]
  /** The SQL adapters use numeric ids; they are restored on the way back. */
  numeric_ids: boolean
}

/** Every key of CarIndexDoc, so missing (null) values can be restored from a Typesense hit. */
const INDEX_DOC_KEYS: Record<keyof CarIndexDoc, true> = {
  id: true,
  tenant: true,
  dealership: true,
  dealership_slug: true,
  dealership_name: true,
  location_name: true,
  slug: true,
  name: true,
  make: true,
  model: true,
  badge: true,
  series: true,
  year: true,
  price: true,
  before_price: true,
  offer_price: true,
  subscription_price: true,
  weekly_price: true,
  km: true,
  car_type: true,
  status: true,
  body: true,
  transmission: true,
  fuel: true,
  drive: true,
  colour: true,
  seats: true,
  city: true,
  state: true,
  tag: true,
  reserved: true,
  certified: true,
  preorder: true,
  item_type: true,
  stocknum: true,
  vin: true,
  show_on_dealer_website: true,
  rank: true,
  created_at_timestamp: true,
  sold_date_timestamp: true,
  primary_image_url: true,
  photos_count: true,
  features: true,
  categories: true,
}

const withoutNulls = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v != null)) as T

export function toTypesenseDoc(doc: CarIndexDoc): TypesenseCarDoc {
  const computed = {
    make_model: singleFacetValue(doc, 'make_model'),
    price_range: singleFacetValue(doc, 'price_range'),
    weekly_price_range: singleFacetValue(doc, 'weekly_price_range'),
  }
  return withoutNulls({
    ...doc,
    ...computed,
    id: String(doc.id),
    tenant: String(doc.tenant),
    dealership: String(doc.dealership),
    id_sort: idSortKey(doc.id),
    stocknum_key: doc.stocknum ? stocknumKey(doc.stocknum) : '',
    filtered_features: facetValues(doc, 'filtered_features'),
    categories: facetValues(doc, 'categories'),
    numeric_ids: typeof doc.id === 'number',
  }) as TypesenseCarDoc
}

export function fromTypesenseDoc(stored: Record<string, unknown>): CarIndexDoc {
  const numeric = stored.numeric_ids === true
  const id = (v: unknown) => (numeric && v != null && v !== '' ? Number(v) : v)
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(INDEX_DOC_KEYS)) out[key] = stored[key] ?? null
  out.id = id(stored.id)
  out.tenant = id(stored.tenant)
  out.dealership = id(stored.dealership)
  out.features = stored.features ?? []
  if (stored.categories == null || (stored.categories as unknown[]).length === 0) delete out.categories
  return out as CarIndexDoc
}
