import { describe, expect, it } from 'vitest'

import { electrification } from '@/domain/fuel/electrification'
import { cardTag, type CardTagSettings, type TaggableCar } from '@/domain/tags/card-tag'
import { isCertifiedPreOwned } from '@/domain/tags/certified'
import { cardTagSettings } from '@tenants/card-tag-settings'

const DAY = 86_400
const now = Date.UTC(2025, 5, 15, 12)
const old = now / 1000 - 30 * DAY

const site: CardTagSettings = {
  evTag: true,
  certifiedLogo: true,
  franchiseMake: 'Toyota',
  runoutTagColour: 'green',
  newTagName: 'JUST IN',
  soldTagText: 'SOLD OUT',
  now,
}
const car = (c: Partial<TaggableCar>): TaggableCar => ({
  status: 'in_stock',
  car_type: 'used',
  make: 'Mazda',
  simple_fuel: 'Petrol',
  created_at_timestamp: old,
  ...c,
})

describe('cardTag (stock §4 "Car tag on a card, first match wins")', () => {
  it.each<[string, Partial<TaggableCar>, Partial<CardTagSettings>, ReturnType<typeof cardTag>]>([
    [
      '1 Electric, decided from simple_fuel',
      { simple_fuel: 'Electric', reserved: true },
      {},
      { kind: 'electric', label: 'Electric' },
    ],
    [
      '1 Hybrid, decided from simple_fuel',
      { simple_fuel: 'Hybrid', tag: 'Demo Special' },
      {},
      { kind: 'hybrid', label: 'Hybrid' },
    ],
    [
      '1 is skipped when the EV tag is off for the site',
      { simple_fuel: 'Electric', reserved: true },
      { evTag: false },
      { kind: 'reserved', label: 'Reserved' },
    ],
    [
      '2 Reserved beats the certified logo and own tag',
      { reserved: true, certified: true, make: 'Toyota', tag: 'Runout' },
      {},
      { kind: 'reserved', label: 'Reserved' },
    ],
    [
      '3 certified logo for a certified used car of the site make',
      { certified: true, make: 'Toyota', tag: 'Test Drive Only' },
      {},
      { kind: 'certified', label: 'Certified', imageAlt: 'Toyota Certified Pre-Owned' },
    ],
    ['3 not for another make', { certified: true, make: 'Mazda' }, {}, null],
    ['3 not for a new car', { certified: true, make: 'Toyota', car_type: 'new' }, {}, null],
    [
      '3 not when the site has no certified logo',
      { certified: true, make: 'Toyota', tag: 'Test Drive Only' },
      { certifiedLogo: false },
      { kind: 'own', label: 'Test Drive Only' },
    ],
    [
      '4 the car’s own tag text',
      { tag: 'Test Drive Only', status: 'coming_soon' },
      {},
      { kind: 'own', label: 'Test Drive Only' },
    ],
    [
      '4 a runout tag is green on some sites',
      { tag: 'Runout Sale' },
      { runoutTagColour: 'green' },
      { kind: 'own', label: 'Runout Sale', tone: 'green' },
    ],
    [
      '4 … and red on others',
      { tag: 'RUN-OUT' },
      { runoutTagColour: 'red' },
      { kind: 'own', label: 'RUN-OUT', tone: 'red' },
    ],
    [
      '4 a blank own tag does not count',
      { tag: '  ', status: 'coming_soon' },
      {},
      { kind: 'coming_soon', label: 'COMING SOON' },
    ],
    [
      '5 COMING SOON when status is coming_soon',
      { status: 'coming_soon', created_at_timestamp: now / 1000 },
      {},
      { kind: 'coming_soon', label: 'COMING SOON' },
    ],
    [
      '6 the site’s new-tag name when created within the last 8 days',
      { created_at_timestamp: now / 1000 - 2 * DAY },
      {},
      { kind: 'new', label: 'JUST IN' },
    ],
    [
      '6 exactly 8 days old is still within',
      { created_at_timestamp: now / 1000 - 8 * DAY },
      {},
      { kind: 'new', label: 'JUST IN' },
    ],
    ['6 8 days and 1 second old is not', { created_at_timestamp: now / 1000 - 8 * DAY - 1 }, {}, null],
    [
      '6 default new-tag name when the site leaves it empty',
      { created_at_timestamp: now / 1000 },
      { newTagName: '' },
      { kind: 'new', label: 'NEW ARRIVAL' },
    ],
    ['7 otherwise no tag', {}, {}, null],
    [
      'a non-available car shows the site’s sold tag',
      { status: 'sold', reserved: true, simple_fuel: 'Electric' },
      {},
      { kind: 'sold', label: 'SOLD OUT' },
    ],
    ['default sold tag', { status: 'sold' }, { soldTagText: null }, { kind: 'sold', label: 'SOLD' }],
  ])('%s', (_, c, s, expected) => expect(cardTag(car(c), { ...site, ...s })).toEqual(expected))
})

describe('electrification (stock §4 rule 1, from simple_fuel)', () => {
  it.each([
    ['Electric', 'electric'],
    ['electric', 'electric'],
    ['EV', 'electric'],
    ['Hybrid', 'hybrid'],
    ['Plug-in Hybrid', 'hybrid'],
    ['PHEV', 'hybrid'],
    ['Petrol/Electric', 'hybrid'],
    ['Petrol', null],
    ['Diesel', null],
    ['', null],
    [null, null],
  ])('%s → %s', (fuel, kind) => expect(electrification(fuel)).toBe(kind))
})

describe('isCertifiedPreOwned (stock §5 "only for one make, with certified true, car not sold, on enabled sites")', () => {
  const on = { certifiedLogo: true, franchiseMake: 'Mercedes-Benz' }
  it.each([
    [{ certified: true, car_type: 'used', make: 'Mercedes Benz', status: 'in_stock' }, on, true], // makes compare by slug
    [{ certified: true, car_type: 'used', make: 'Mercedes-Benz', status: 'sold' }, on, false],
    [{ certified: false, car_type: 'used', make: 'Mercedes-Benz', status: 'in_stock' }, on, false],
    [
      { certified: true, car_type: 'used', make: 'Mercedes-Benz', status: 'in_stock' },
      { ...on, certifiedLogo: false },
      false,
    ],
    [{ certified: true, car_type: 'used', make: 'BMW', status: 'in_stock' }, on, false],
    [
      { certified: true, car_type: 'used', make: '', status: 'in_stock' },
      { certifiedLogo: true, franchiseMake: '' },
      false,
    ],
  ])('%o %o → %s', (c, s, expected) => expect(isCertifiedPreOwned(c, s)).toBe(expected))
})

describe('cardTagSettings reads the site flags (tenants/features.ts)', () => {
  it('defaults: EV tag on, certified logo off, runout red', () => {
    expect(cardTagSettings({}, 'Toyota', now)).toMatchObject({
      evTag: true,
      certifiedLogo: false,
      runoutTagColour: 'red',
      franchiseMake: 'Toyota',
    })
  })
  it('site values and texts', () => {
    const s = cardTagSettings(
      {
        features: { ev_tag: false, certified_logo: true, runout_tag_colour: 'green' },
        settings: { new_tag_name: 'NEW', sold_tag_text: 'Gone' },
      },
      null,
      now,
    )
    expect(s).toMatchObject({
      evTag: false,
      certifiedLogo: true,
      runoutTagColour: 'green',
      newTagName: 'NEW',
      soldTagText: 'Gone',
      now,
    })
  })
})
