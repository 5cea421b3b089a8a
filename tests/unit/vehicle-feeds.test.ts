import { describe, expect, it } from 'vitest'

import {
  feedAddressLine,
  type FeedCar,
  feedPrice,
  type FeedStore,
  type FeedVehicle,
  feedVehicle,
} from '@/domain/feed-vehicle'
import { GOOGLE_VEHICLE_COLUMNS, googleVehicleTsv } from '@/integrations/feeds/google-vehicle-listings'
import {
  metaAutomotiveXml,
  metaBodyStyle,
  metaDrivetrain,
  metaFuelType,
  metaTransmission,
} from '@/integrations/feeds/meta-automotive'
import { tsvField } from '@/integrations/feeds/tsv'

import { parseTsv, parseXml } from '../support/feeds/parse'

const ORIGIN = 'https://www.harbourside-toyota.com.au'
const car = (over: Partial<FeedCar> = {}): FeedCar => ({
  id: 7,
  slug: '2022-toyota-corolla',
  name: '2022 Toyota Corolla Ascent Sport',
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  year: 2022,
  km: 45210,
  car_type: 'used',
  status: 'in_stock',
  vin: 'JTNBA3HE10J123456',
  price: 28990,
  simple_body: 'Hatch',
  simple_fuel: 'Petrol',
  simple_transmission: 'Automatic',
  simple_drive: 'FWD',
  colour: 'Glacier White',
  dealercomments: 'One owner.\nFull service history.',
  createdAt: '2026-11-01T02:00:00.000Z',
  images: ['/api/media/file/a.jpg', 'https://cdn.example.com/b.jpg'],
  ...over,
})
const store: FeedStore = {
  code: 'harbourside-toyota',
  dealershipName: 'Harbourside Toyota',
  phone: '02 9000 0000',
  address: { street: '1 Harbour St', city: 'Sydney', state: 'nsw', postcode: '2000' },
}
const ok = (r: ReturnType<typeof feedVehicle>): FeedVehicle => {
  if (!r.ok) throw new Error(r.reason)
  return r.vehicle
}

// docs/features/seo.md "Search engines: robots.txt, sitemaps and vehicle feeds": the attributes both feeds
// require for new and used cars: id, title, description, link, image link, price, condition, make,
// model, year, trim, VIN, mileage for used cars, store code and dealership address.
// stock §9 "Model name normalisation: Mazda 2, 3, 6 become Mazda2, Mazda3, Mazda6; MG 3,
// 4, 5 become MG3, MG4, MG5; manufacturer names are mapped (for example, Suzuki Australia becomes Suzuki,
// Isuzu UTE becomes Isuzu)": the feeds carry the names the site shows, not the raw stock-feed names.
describe('feed make and model are the normalised names', () => {
  it.each([
    ['Mazda', '3', 'Mazda', 'Mazda3'],
    ['MG', '4', 'MG', 'MG4'],
    ['Suzuki Australia', 'Swift', 'Suzuki', 'Swift'],
    ['Isuzu UTE', 'D-Max', 'Isuzu', 'D-Max'],
    ['Toyota', 'Corolla', 'Toyota', 'Corolla'],
  ])('%s %s → %s %s', (make, model, expectedMake, expectedModel) => {
    const vehicle = ok(feedVehicle(car({ make, model }), store, ORIGIN))
    expect([vehicle.make, vehicle.model]).toEqual([expectedMake, expectedModel])
    const tsv = parseTsv(googleVehicleTsv([vehicle]))[0]
    expect([tsv!.make, tsv!.model]).toEqual([expectedMake, expectedModel])
    expect(metaAutomotiveXml('Site', [vehicle])).toContain(`<model>${expectedModel}</model>`)
  })
})

describe('car → feed vehicle', () => {
  it('maps every required attribute, URLs absolute on the site origin', () => {
    expect(ok(feedVehicle(car(), store, ORIGIN))).toMatchObject({
      id: '7',
      vin: 'JTNBA3HE10J123456',
      title: '2022 Toyota Corolla Ascent Sport',
      description: 'One owner. Full service history.',
      link: 'https://www.harbourside-toyota.com.au/cars/2022-toyota-corolla',
      imageLinks: ['https://www.harbourside-toyota.com.au/api/media/file/a.jpg', 'https://cdn.example.com/b.jpg'],
      price: 28990,
      wasPrice: null,
      condition: 'used',
      make: 'Toyota',
      model: 'Corolla',
      year: 2022,
      trim: 'Ascent Sport',
      mileageKm: 45210,
      storeCode: 'harbourside-toyota',
      dealershipName: 'Harbourside Toyota',
      address: { street: '1 Harbour St', city: 'Sydney', region: 'NSW', postcode: '2000', country: 'AU' },
      dateInStock: '2026-11-01',
    })
  })

  // spec: stock §4 "Price display order": the offer price above 10, else the price above 10; 'Was' when before_price is higher.
  it.each([
    [{ price: 30000 }, 30000, null],
    [{ price: 30000, offer_price: 28500 }, 28500, null],
    [{ price: 30000, offer_price: 28500, before_price: 31000 }, 28500, 31000],
    [{ price: 30000, subscription_price: 199 }, 30000, null], // a feed carries the sale price, never a weekly one
  ])('prices %j → %i (was %s)', (prices, amount, was) => {
    const v = ok(feedVehicle(car(prices as Partial<FeedCar>), store, ORIGIN))
    expect([v.price, v.wasPrice]).toEqual([amount, was])
  })

  it.each([
    ['new', 'new'],
    ['demo', 'used'],
    ['used', 'used'],
  ] as const)('car_type %s → condition %s', (carType, condition) =>
    expect(ok(feedVehicle(car({ car_type: carType }), store, ORIGIN)).condition).toBe(condition),
  )

  it('a new car without an odometer reading is listed at 0 km', () =>
    expect(ok(feedVehicle(car({ car_type: 'new', km: null }), store, ORIGIN)).mileageKm).toBe(0))

  it('no dealer comments: a description from the car', () =>
    expect(ok(feedVehicle(car({ dealercomments: '  ' }), store, ORIGIN)).description).toBe(
      'Used 2022 Toyota Corolla Ascent Sport, 45210 km, Automatic, Petrol.',
    ))

  // "cars without a price or photo handled as the specs require (skip with a reason logged, not silently broken rows)"
  it.each([
    ['sold', { status: 'sold' }, /not available/],
    ['no price', { price: 0 }, /no price/],
    ['price 10 (not shown, stock §4)', { price: 10 }, /no price/],
    ['preorder', { price: null, preorder: true }, /no price/],
    ['no photo', { images: [] }, /no photo/],
    ['no VIN', { vin: null }, /VIN/],
    ['a short VIN', { vin: 'ABC123' }, /VIN/],
    ['a VIN with O', { vin: 'JTNBA3HE10J12345O' }, /VIN/],
    ['no year', { year: null }, /year/],
    ['no badge or series', { badge: null, series: null }, /trim/],
    ['a used car without km', { km: null }, /odometer/],
  ] as [string, Partial<FeedCar>, RegExp][])('%s → skipped', (_label, over, reason) => {
    const r = feedVehicle(car(over), store, ORIGIN)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.reason).toMatch(reason)
  })

  it('a store without a full address → skipped', () => {
    const r = feedVehicle(
      car(),
      { ...store, address: { street: '', city: 'Sydney', state: 'nsw', postcode: '2000' } },
      ORIGIN,
    )
    expect(r).toEqual({ ok: false, reason: 'the dealership has no full address' })
  })

  it('price and address formats', () => {
    expect(feedPrice(28990)).toBe('28990.00 AUD')
    expect(feedPrice(28990.5)).toBe('28990.50 AUD')
    expect(feedAddressLine(ok(feedVehicle(car(), store, ORIGIN)).address)).toBe('1 Harbour St, Sydney NSW 2000, AU')
  })
})

const hostile = car({
  name: 'Tab\there & <b>"bold"</b> \'quoted\'',
  dealercomments: 'Line one\r\nLine two\tTabbed "quote" & <tag> 😀 ñ \u0001',
  colour: 'Red, "Flame"',
})

describe('Google vehicle listings TSV', () => {
  it('one header row with the attribute names, one row per vehicle, every value in its column', () => {
    const rows = parseTsv(
      googleVehicleTsv([
        ok(feedVehicle(hostile, store, ORIGIN)),
        ok(feedVehicle(car({ id: 8, car_type: 'new', km: null }), store, ORIGIN)),
      ]),
    )
    expect(rows).toHaveLength(2)
    expect(Object.keys(rows[0]!)).toEqual([...GOOGLE_VEHICLE_COLUMNS])
    expect(rows[0]).toMatchObject({
      id: '7',
      title: 'Tab here & <b>"bold"</b> \'quoted\'',
      description: 'Line one Line two Tabbed "quote" & <tag> 😀 ñ',
      price: '28990.00 AUD',
      condition: 'used',
      mileage: '45210 km',
      image_link: 'https://www.harbourside-toyota.com.au/api/media/file/a.jpg',
      additional_image_link: 'https://cdn.example.com/b.jpg',
      dealership_address: '1 Harbour St, Sydney NSW 2000, AU',
      exterior_color: 'Red, "Flame"',
      store_code: 'harbourside-toyota',
    })
    expect(rows[1]).toMatchObject({ id: '8', condition: 'new', mileage: '0 km' })
  })

  it.each([
    ['plain', 'plain'],
    ['a\tb\nc\r\nd', 'a b c d'],
    ['say "hi"', '"say ""hi"""'],
    [null, ''],
    [12, '12'],
  ])('tsvField(%j) = %j', (value, field) => expect(tsvField(value)).toBe(field))
})

describe('Meta automotive catalogue XML', () => {
  it('well-formed with hostile values; Meta field names and enums', () => {
    const xml = metaAutomotiveXml('Harbourside & Co <Toyota>', [
      ok(feedVehicle(hostile, store, ORIGIN)),
      ok(feedVehicle(car({ id: 8, car_type: 'new', offer_price: 27990, before_price: 29990 }), store, ORIGIN)),
    ])
    const doc = parseXml(xml, ['listing', 'image', 'component']) as {
      listings: { title: string; listing: Record<string, unknown>[] }
    }
    expect(doc.listings.title).toBe('Harbourside & Co <Toyota> vehicles')
    const [used, fresh] = doc.listings.listing
    expect(used).toMatchObject({
      vehicle_id: '7',
      title: 'Tab here & <b>"bold"</b> \'quoted\'',
      description: 'Line one Line two Tabbed "quote" & <tag> 😀 ñ',
      url: 'https://www.harbourside-toyota.com.au/cars/2022-toyota-corolla',
      make: 'Toyota',
      model: 'Corolla',
      year: '2022',
      trim: 'Ascent Sport',
      mileage: { value: '45210', unit: 'KM' },
      image: [
        { url: 'https://www.harbourside-toyota.com.au/api/media/file/a.jpg' },
        { url: 'https://cdn.example.com/b.jpg' },
      ],
      vin: 'JTNBA3HE10J123456',
      state_of_vehicle: 'USED',
      price: '28990.00 AUD',
      availability: 'AVAILABLE',
      body_style: 'HATCHBACK',
      fuel_type: 'PETROL',
      transmission: 'AUTOMATIC',
      drivetrain: 'FWD',
      dealer_id: 'harbourside-toyota',
      dealer_name: 'Harbourside Toyota',
    })
    expect(
      (used!.address as { component: { '@name': string; '#text': string }[] }).component.map((c) => [
        c['@name'],
        c['#text'],
      ]),
    ).toEqual([
      ['addr1', '1 Harbour St'],
      ['city', 'Sydney'],
      ['region', 'NSW'],
      ['postal_code', '2000'],
      ['country', 'AU'],
    ])
    // With a 'Was' price: price is the regular price, sale_price what the shopper pays.
    expect(fresh).toMatchObject({ state_of_vehicle: 'NEW', price: '29990.00 AUD', sale_price: '27990.00 AUD' })
  })

  it.each([
    [metaBodyStyle, 'Ute', 'PICKUP'],
    [metaBodyStyle, 'SUV', 'SUV'],
    [metaBodyStyle, 'Caravan', 'OTHER'],
    [metaFuelType, 'Diesel', 'DIESEL'],
    [metaFuelType, 'Electric', 'ELECTRIC'],
    [metaTransmission, 'Manual', 'MANUAL'],
    [metaDrivetrain, '4WD', 'FOUR_WD'],
    [metaDrivetrain, null, 'OTHER'],
  ] as [(v: string | null) => string, string | null, string][])('%o(%j) = %s', (fn, value, expected) =>
    expect(fn(value)).toBe(expected),
  )
})
