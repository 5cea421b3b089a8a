import { describe, expect, it } from 'vitest'

import { collapseComments, COMMENTS_COLLAPSE_AT, DEALER_COMMENTS_EMPTY } from '@/domain/vehicle/comments'
import {
  GALLERY_IMAGE_HEIGHT,
  GALLERY_IMAGE_WIDTH,
  GALLERY_PRIORITY_IMAGES,
  SPIN_INTERVAL_MS,
  SPIN_SENSITIVITY,
  THUMBNAILS_WHEN_MORE_THAN,
} from '@/domain/vehicle/gallery'
import { locatedAtCity } from '@/domain/vehicle/located-at'
import { regoExpiryText } from '@/domain/vehicle/rego'
import { COPIED_NOTICE_MS } from '@/domain/vehicle/share-links'
import { soldMessages, vehicleTypeWord } from '@/domain/vehicle/sold-view'
import { FEATURES_SHOWN_FIRST, KEY_INFO_SHOWN_FIRST } from '@/domain/vehicle/spec-rows'
import { STICKY_BAR_AFTER_PX, STICKY_HEADER_AFTER_PX } from '@/domain/vehicle/sticky-bars'

describe("regoExpiryText — stock §5 \"Rego expiry text: 'Expires on {date}'; on certain sites 'Unregistered' if past; otherwise hidden\"", () => {
  // 10 am 15 March 2026 in Brisbane (UTC+10).
  const now = new Date('2026-03-15T00:00:00Z')
  it.each([
    ['future date', '2026-09-30T02:00:00Z', false, 'Expires on 30/09/2026'],
    ['expires today: still current', '2026-03-15T01:00:00Z', false, 'Expires on 15/03/2026'],
    ['expires today, earlier in the day', '2026-03-14T14:30:00Z', true, 'Expires on 15/03/2026'],
    ['yesterday on the Brisbane calendar, site shows Unregistered', '2026-03-14T13:59:00Z', true, 'Unregistered'],
    ['past, site hides it', '2025-01-01T00:00:00Z', false, null],
    ['Date object', new Date('2027-01-05T00:00:00Z'), false, 'Expires on 05/01/2027'],
    ['no date', null, true, null],
    ['empty string', '', true, null],
    ['invalid date', 'soon', true, null],
  ] as const)('%s', (_c, expiry, showUnregistered, text) => {
    expect(regoExpiryText(expiry, { now, showUnregistered })).toBe(text)
  })
})

describe('collapseComments — stock §4 "Dealer comments: collapsed to 400 characters with Show More / Less"', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')
  it.each([
    ['null: empty', null, { full: '', truncated: false }],
    [
      'short comment untouched',
      'One owner, full service history.',
      { short: 'One owner, full service history.', truncated: false },
    ],
    ['exactly 400 characters: not truncated', 'a'.repeat(400), { truncated: false }],
    [
      'markup stays text',
      '<b>bold</b> & <script>x</script>',
      { short: '<b>bold</b> & <script>x</script>', truncated: false },
    ],
  ] as const)('%s', (_c, text, expected) => {
    expect(collapseComments(text)).toMatchObject(expected)
  })

  it('cuts on a word boundary within 400 characters, with an ellipsis', () => {
    const text = words(100)
    const { full, short, truncated } = collapseComments(text)
    expect(truncated).toBe(true)
    expect(full).toBe(text)
    expect(short.endsWith('…')).toBe(true)
    const body = short.slice(0, -1)
    expect(body.length).toBeLessThanOrEqual(COMMENTS_COLLAPSE_AT)
    expect(text.startsWith(`${body} `)).toBe(true)
  })

  it('one long word is cut at 400', () => {
    expect(collapseComments('x'.repeat(450)).short).toBe(`${'x'.repeat(400)}…`)
  })

  it('empty text message is verbatim (stock §4, finance §8)', () => {
    expect(DEALER_COMMENTS_EMPTY).toBe('Dealer comments are pending. Please check back here later.')
  })
})

describe("soldMessages — stock §2 \"Sold cars show 'SOLD', 'Unfortunately this {vehicle type} recently sold.' …\"", () => {
  it.each([
    ['car', 'car'],
    ['caravan', 'caravan'],
    ['motorcycle', 'motorcycle'],
    ['truck', 'truck'],
    [null, 'car'],
    ['constructor', 'car'],
  ] as const)('%s → %s', (itemType, word) => {
    expect(vehicleTypeWord(itemType)).toBe(word)
  })

  it('are verbatim', () => {
    expect(soldMessages('caravan')).toEqual({
      heading: 'SOLD',
      sorry: 'Unfortunately this caravan recently sold.',
      help: "But don't worry, we can help you find a similar caravan!",
      action: 'Find Me Something Similar',
    })
  })
})

describe("locatedAtCity — stock §2 \"'Located at {city}' … when the car's city differs from the primary dealership city\"", () => {
  it.each([
    ['different city', 'Ipswich', 'Brisbane', 'Ipswich'],
    ['same city, other case and spacing', ' gold  coast ', 'Gold Coast', null],
    ['car city unknown', null, 'Brisbane', null],
    ['dealership city unknown', 'Ipswich', '', null],
    ['trimmed', '  Toowoomba ', 'Brisbane', 'Toowoomba'],
  ] as const)('%s', (_c, carCity, primary, city) => {
    expect(locatedAtCity(carCity, primary)).toBe(city)
  })
})

describe('vehicle constants — stock §9', () => {
  it.each([
    ['sticky header after 500 px', STICKY_HEADER_AFTER_PX, 500],
    ['sticky bar after 900 px', STICKY_BAR_AFTER_PX, 900],
    ['copy notice 1.5 s', COPIED_NOTICE_MS, 1500],
    ['gallery images 600 wide', GALLERY_IMAGE_WIDTH, 600],
    ['gallery images 400 high', GALLERY_IMAGE_HEIGHT, 400],
    ['first 2 prioritised', GALLERY_PRIORITY_IMAGES, 2],
    ['thumbnails when more than 3', THUMBNAILS_WHEN_MORE_THAN, 3],
    ['spin sensitivity 20', SPIN_SENSITIVITY, 20],
    ['spin interval 100 ms', SPIN_INTERVAL_MS, 100],
    ['key information 4 first', KEY_INFO_SHOWN_FIRST, 4],
    ['features 8 first', FEATURES_SHOWN_FIRST, 8],
    ['comments at 400', COMMENTS_COLLAPSE_AT, 400],
  ] as const)('%s', (_c, value, expected) => {
    expect(value).toBe(expected)
  })
})
