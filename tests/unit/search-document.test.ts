import { describe, expect, it } from 'vitest'

import type { Car, Dealership, Location, Media } from '@/payload-types'
import { toIndexDoc } from '@/search/indexing/to-index-doc'

const base: Car = {
  id: 7,
  tenant: 3,
  name: '2021 Toyota RAV4 GXL',
  slug: '2021-toyota-rav4-gxl',
  year: 2021,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GXL',
  car_type: 'used',
  status: 'sold',
  dealership: 5,
  location: 9,
  stocknum: 'U777',
  price: 38_990,
  km: 42_000,
  youxQuote: { weeklyRepaymentAmount: 189 },
  simple_body: 'SUV',
  simple_transmission: 'Automatic',
  simple_fuel: 'Hybrid',
  simple_drive: 'AWD',
  colour: '',
  seats: 5,
  standardEquipment: ['Apple CarPlay', 'Tow Bar'],
  images: [11, 12, 13],
  sold_date: '2026-01-14T10:30:45.900Z',
  createdAt: '2025-12-01T00:00:00.999Z',
  updatedAt: '2026-01-14T10:30:45.900Z',
}

const ctx = {
  dealerships: new Map([['5', { name: 'Rose Bay Toyota', slug: 'rose-bay-toyota' }]]),
  locations: new Map([['9', { name: 'Rose Bay Sales' }]]),
  mediaUrls: new Map([['11', '/api/media/file/rav4.jpg']]),
}

describe('toIndexDoc (stock §3 field names, epoch seconds)', () => {
  it('maps a car read at depth 0 with names from the context', () => {
    const doc = toIndexDoc(base, ctx)
    expect(doc).toMatchObject({
      id: 7,
      tenant: 3,
      dealership: 5,
      dealership_name: 'Rose Bay Toyota',
      dealership_slug: 'rose-bay-toyota',
      location_name: 'Rose Bay Sales',
      weekly_price: 189,
      body: 'SUV',
      transmission: 'Automatic',
      fuel: 'Hybrid',
      drive: 'AWD',
      colour: null, // empty text is no value
      features: ['Apple CarPlay', 'Tow Bar'],
      primary_image_url: '/api/media/file/rav4.jpg',
      photos_count: 3,
      created_at_timestamp: Date.UTC(2025, 11, 1) / 1000,
      sold_date_timestamp: Math.floor(Date.UTC(2026, 0, 14, 10, 30, 45) / 1000),
      item_type: 'car',
      show_on_dealer_website: true, // not false: listed (the column defaults to true)
      certified: false,
      rank: 0,
    })
  })

  it('reads populated relations (depth 1)', () => {
    const doc = toIndexDoc({
      ...base,
      tenant: { id: 3 } as never,
      dealership: { id: 5, name: 'Populated Motors', slug: 'populated' } as Dealership,
      location: { id: 9, name: 'Populated Sales' } as Location,
      images: [{ id: 11, url: '/media/a.jpg', tenant: 3 } as Media],
    })
    expect(doc).toMatchObject({
      tenant: 3,
      dealership: 5,
      dealership_name: 'Populated Motors',
      location_name: 'Populated Sales',
      primary_image_url: '/media/a.jpg',
      photos_count: 1,
    })
  })

  it("shows no primary image of another tenant's media", () => {
    const populated = toIndexDoc({ ...base, tenant: 3, images: [{ id: 11, url: '/media/b.jpg', tenant: 4 } as Media] })
    expect(populated.primary_image_url).toBeNull()
    const byId = toIndexDoc(
      { ...base, tenant: 3, images: [11] },
      { mediaUrls: new Map([['11', '/media/b.jpg']]), mediaTenants: new Map([['11', '4']]) },
    )
    expect(byId.primary_image_url).toBeNull()
  })

  it('keeps show_on_dealer_website false, and empty optional fields as null', () => {
    const doc = toIndexDoc(
      { ...base, show_on_dealer_website: false, sold_date: null, images: null, location: null, youxQuote: {} },
      ctx,
    )
    expect(doc).toMatchObject({
      show_on_dealer_website: false,
      sold_date_timestamp: null,
      primary_image_url: null,
      photos_count: 0,
      location_name: null,
      weekly_price: null,
    })
  })
})
