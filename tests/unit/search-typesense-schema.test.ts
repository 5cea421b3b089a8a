import { describe, expect, it } from 'vitest'

import { facetValues } from '@/search/facet-values'
import { RANGE_KEYS, REFINEMENT_KEYS } from '@/search/types'
import { fromTypesenseDoc, toTypesenseDoc } from '@/search/typesense/document'
import { CAR_FIELDS, carsCollectionSchema, facetFieldType } from '@/search/typesense/schema'

import { car } from '../support/search/docs'

describe('Typesense collection schema', () => {
  const field = (name: string) => CAR_FIELDS.find((f) => f.name === name)

  it('has a facet field for every spec filter key (stock §3), named after it', () => {
    for (const key of REFINEMENT_KEYS) expect(field(key)?.facet, key).toBe(true)
  })

  it('has the tenant and dealership as filter fields, and no facet on them', () => {
    expect(field('tenant')).toEqual({ name: 'tenant', type: 'string' })
    expect(field('dealership')).toEqual({ name: 'dealership', type: 'string' })
  })

  it('can range-filter every range key and sort every sort field', () => {
    for (const key of RANGE_KEYS) expect(field(key), key).toBeDefined()
    for (const name of ['rank', 'price', 'year', 'km', 'created_at_timestamp', 'id_sort'])
      expect(field(name)?.sort, name).toBe(true)
  })

  it('types numbers and booleans so facet values come back as strings the engines agree on', () => {
    expect(facetFieldType('year')).toBe('int32')
    expect(facetFieldType('seats')).toBe('int32')
    expect(facetFieldType('certified')).toBe('bool')
    expect(facetFieldType('filtered_features')).toBe('string[]')
    expect(carsCollectionSchema('cars_test')).toMatchObject({ name: 'cars_test', default_sorting_field: 'rank' })
  })
})

describe('Typesense documents', () => {
  const doc = car(42, {
    tenant: 3,
    dealership: 9,
    stocknum: ' AB-12 ',
    badge: null,
    price: 55_000,
    weekly_price: 210,
    features: ['Sunroof', 'Sunroof'],
  })

  it('adds the computed facet and helper fields and drops nulls', () => {
    const t = toTypesenseDoc(doc)
    expect(t).toMatchObject({
      id: '42',
      tenant: '3',
      dealership: '9',
      id_sort: '00000000000000000042',
      stocknum_key: 'ab-12',
      make_model: 'Toyota|Corolla',
      price_range: '$50,000 - $75,000',
      weekly_price_range: '$200 - $250 per week',
      filtered_features: ['Sunroof'],
      categories: [],
      numeric_ids: true,
    })
    expect('badge' in t).toBe(false)
    for (const key of REFINEMENT_KEYS) {
      const stored = (t as Record<string, unknown>)[key]
      const asStrings = stored == null ? [] : (Array.isArray(stored) ? stored : [stored]).map(String)
      expect(asStrings, key).toEqual(facetValues(doc, key))
    }
  })

  it('round-trips to the same index document', () => {
    expect(fromTypesenseDoc(JSON.parse(JSON.stringify(toTypesenseDoc(doc))))).toEqual(doc)
    const mongo = car(1, { id: '65f0c0ffee', tenant: '65f0aaaa', dealership: '65f0bbbb' } as never)
    expect(fromTypesenseDoc(JSON.parse(JSON.stringify(toTypesenseDoc(mongo))))).toEqual(mongo)
  })
})
