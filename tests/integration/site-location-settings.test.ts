import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadSite } from '@/data/sites/loaders'
import type { Location } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// docs/features/locations.md "Locations, hours, service and reviews": the vehicle page's locations block and the
// per-site service pages are configured in the site's settings, not hard-coded; their location
// pickers take only the site's own tenant's locations.
let payload: Payload
let a: World
let b: World
let aService: Location
let bService: Location
const ctx = { disableRevalidate: true }

const makeLocation = (w: World, name: string) =>
  payload.create({
    collection: 'locations',
    data: {
      tenant: w.tenant.id,
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${w.slug}`,
      dealership: w.dealership.id,
      location_type: 'service',
      address: { street: '1 Test Street', city: 'Noosa', state: 'qld', postcode: '4567' },
    } as never,
    context: ctx,
  })

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Seta', 0)
  b = await makeWorld(payload, 'Setb', 0)
  aService = await makeLocation(a, 'Seta Service')
  bService = await makeLocation(b, 'Setb Service')
})

const setSettings = (w: World, settings: Record<string, unknown>) =>
  payload.update({
    collection: 'sites',
    id: w.site.id,
    data: { settings } as never,
    user: asUser(w.staff),
    overrideAccess: false,
    context: ctx,
  })

describe("a site's locations block and service pages", () => {
  it('stores the filter and the service pages, the address normalised, and loads location ids only', async () => {
    await setSettings(a, {
      vehicle_locations: 'location',
      vehicle_location: aService.id,
      service_pages: [{ path: '/Service-Noosa/', make: 'Subaru', location: aService.id, requires_booking_url: true }],
    })
    const site = (await loadSite(payload, a.slug))!
    expect(site.settings.vehicle_locations).toBe('location')
    expect(site.settings.vehicle_location).toBe(aService.id)
    expect(site.settings.service_pages?.map((p) => [p.path, p.make, p.location, p.requires_booking_url])).toEqual([
      ['service-noosa', 'Subaru', aService.id, true],
    ])
  })

  it.each(['service', 'dealer-locator', 'cars', 'two/segments'])('refuses the address %s', async (path) => {
    await expect(setSettings(a, { service_pages: [{ path }] })).rejects.toThrow()
  })

  it("refuses another tenant's location in either picker", async () => {
    await expect(setSettings(a, { vehicle_locations: 'location', vehicle_location: bService.id })).rejects.toThrow()
    await expect(setSettings(a, { service_pages: [{ path: 'service-b', location: bService.id }] })).rejects.toThrow()
    const site = (await loadSite(payload, a.slug))!
    expect(site.settings.vehicle_location).toBe(aService.id)
  })
})
