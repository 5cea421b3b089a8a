import { describe, expect, it } from 'vitest'

import { leadEventId } from '@/domain/leads/event-id'
import { leadCategory, leadPayloadExtras } from '@/domain/leads/extras'
import type { LeadKind } from '@/domain/leads/kinds'
import { isAustralianPhone, normalisePhone } from '@/domain/leads/phone'

type CarType = 'new' | 'demo' | 'used' | null

describe('leadEventId — finance §9 "Event ids: 14 (new), 15 (used), 17 (new test drive or Test Drive Only tag), 48 (used test drive); 22 general enquiry default"', () => {
  it.each<[string, LeadKind, CarType, string | null, number]>([
    ['enquiry, new car → 14 (new)', 'enquiry', 'new', null, 14],
    ['enquiry, demo car counts as new → 14', 'enquiry', 'demo', null, 14],
    ['enquiry, used car → 15 (used)', 'enquiry', 'used', null, 15],
    ['test drive, new car → 17 (new test drive)', 'test_drive', 'new', null, 17],
    ['test drive, demo car counts as new → 17', 'test_drive', 'demo', null, 17],
    ['test drive, used car → 48 (used test drive)', 'test_drive', 'used', null, 48],
    [
      "test drive, used car tagged 'Test Drive Only' → 17 (Test Drive Only tag)",
      'test_drive',
      'used',
      'Test Drive Only',
      17,
    ],
    ['the tag compares case-insensitively and trimmed', 'test_drive', 'used', ' test drive only ', 17],
    ['another tag does not count', 'test_drive', 'used', 'Runout Sale', 48],
    ['request photos, used car → enquiry id 15', 'request_photos', 'used', null, 15],
    ['request photos, new car → enquiry id 14', 'request_photos', 'new', null, 14],
    ['find me something similar, used car → 15', 'similar_car', 'used', null, 15],
    ['find me something similar, demo car → 14', 'similar_car', 'demo', null, 14],
    ['no car → 22 (general enquiry default)', 'enquiry', null, null, 22],
    ['test drive with no car → 22', 'test_drive', null, null, 22],
  ])('%s', (_case, kind, car_type, tag, expected) => {
    expect(leadEventId({ kind, car_type, tag })).toBe(expected)
  })
})

describe('normalisePhone — finance §5 "removing non-digits; a leading 61 becomes 0"', () => {
  it.each([
    ['spaces removed', '0412 345 678', '0412345678'],
    ['+61 mobile', '+61 412 345 678', '0412345678'],
    ['61 without plus', '61412345678', '0412345678'],
    ['+61 landline with area code', '+61 (2) 9000-0000', '0290000000'],
    ['brackets and dashes removed', '(02) 9000-0000', '0290000000'],
    ['8-digit local landline kept', '9000 0000', '90000000'],
    ['an 8-digit local number starting 61 is not a country code', '6123 4567', '61234567'],
  ])('%s: %s → %s', (_case, raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected)
  })
})

describe('isAustralianPhone — 10 digits starting 0, or an 8-digit landline, after separators', () => {
  it.each([
    ['mobile', '0412 345 678', true],
    ['mobile in international form', '+61 412 345 678', true],
    ['landline with area code', '(02) 9000 0000', true],
    ['8-digit landline', '9000 0000', true],
    ['too short', '0412 345', false],
    ['too long', '0412 345 6789', false],
    ['10 digits not starting 0', '1412345678', false],
    ['8 digits starting 0', '04123456', false],
    ['letters are not separators', '0412 345 67a', false],
    ['dots are not separators', '0412.345.678', false],
    ['empty', '', false],
  ])('%s: %s → %s', (_case, raw, expected) => {
    expect(isAustralianPhone(raw)).toBe(expected)
  })
})

describe('lead payload extras — finance §3 "Lead form" defaults and "Payload extras"', () => {
  const car = {
    id: 7,
    slug: '2021-toyota-corolla',
    stocknum: 'AB123',
    make: 'Mercedes Benz',
    model: 'A 180',
    car_type: 'used' as const,
    status: 'in_stock',
    dealership: { id: 3, slug: 'city-motors' },
  }
  const request = {
    url: 'http://city.localhost/cars/2021-toyota-corolla',
    user_agent: 'x'.repeat(600),
    lead_attributes: { visited_pages: ['/'], linked_query_params: { utm_source: 'google' } },
  }

  it.each<[LeadKind, string]>([
    ['enquiry', 'General Enquiry'],
    ['test_drive', 'Test Drive'],
    ['request_photos', 'Request Photos'],
    ['similar_car', 'Find Me Something Similar'],
  ])('category of %s is %s (finance §5 "default \'General Enquiry\'")', (kind, category) => {
    expect(leadCategory(kind)).toBe(category)
  })

  it('carries every named extra with the car and dealership facts', () => {
    expect(leadPayloadExtras('enquiry', car, request)).toEqual({
      category: 'General Enquiry',
      subcategory: null,
      page_id: '/cars/2021-toyota-corolla',
      url: 'http://city.localhost/cars/2021-toyota-corolla',
      source: 'Website', // finance §3 "source ('Website')"
      user_agent: 'x'.repeat(500),
      car_id: 7,
      car_slug: '2021-toyota-corolla',
      car_dealership_id: 3,
      lead_attributes: { visited_pages: ['/'], linked_query_params: { utm_source: 'google' } },
      form_completed: true,
      stock_number: 'AB123',
      'Vehicle Make': 'Mercedes Benz',
      'Vehicle Model': 'A 180',
      car_type: 'used',
      vehicle_status: 'in_stock',
      manufacturer_slug: 'mercedes-benz',
      dealership_slug: 'city-motors',
    })
  })
})
