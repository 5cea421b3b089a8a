import { describe, expect, it } from 'vitest'

import { listingPrice } from '@/domain/pricing/listing-price'
import { jsonLdScript, offerAvailability, vehicleJsonLd } from '@/domain/seo/vehicle-json-ld'
import { gallerySlides, initialGalleryView, isPrioritisedImage } from '@/domain/vehicle/gallery'
import { hotspotsAtAngle, interiorHotspots, parseHotspots } from '@/domain/vehicle/hotspots'

const img = (n: number) => ({ src: `/i${n}.jpg`, thumb: `/t${n}.jpg`, alt: `photo ${n}` })

describe('gallerySlides — stock §2 "an optional video (inserted as the second slide)"', () => {
  it.each([
    ['no video', 3, null, ['image', 'image', 'image']],
    ['video becomes slide 2', 3, '/v.mp4', ['image', 'video', 'image', 'image']],
    ['one image: video after it', 1, '/v.mp4', ['image', 'video']],
    ['no images: the video alone', 0, '/v.mp4', ['video']],
  ] as const)('%s', (_c, count, video, kinds) => {
    const slides = gallerySlides(
      Array.from({ length: count }, (_, i) => img(i)),
      video,
    )
    expect(slides.map((s) => s.kind)).toEqual(kinds)
  })
})

describe('parseHotspots — stock §3 Hotspot (id, description, anchors, positions with hotspotId, activeAngle, posX, posY)', () => {
  const good = {
    id: 'a',
    description: 'LED lights',
    anchors: [0, 1],
    positions: [{ hotspotId: 'a', activeAngle: 0, posX: 0.2, posY: 0.5 }],
  }
  it.each([
    ['null', null, 0],
    ['not an object', 'x', 0],
    ['valid', { exterior: [good] }, 1],
    ['missing description dropped', { exterior: [{ ...good, description: '' }] }, 0],
    ['missing id dropped', { exterior: [{ ...good, id: 3 }] }, 0],
  ])('%s', (_c, raw, count) => {
    expect(parseHotspots(raw).exterior).toHaveLength(count)
  })
  it('drops positions outside the frame and finds spots by angle', () => {
    const parsed = parseHotspots({
      interior: [
        {
          ...good,
          positions: [
            { activeAngle: 0, posX: 2, posY: 0.5 },
            { activeAngle: 3, posX: 0.1, posY: 0.1 },
          ],
        },
      ],
    })
    expect(parsed.interior[0]!.positions).toHaveLength(1)
    expect(hotspotsAtAngle(parsed.interior, 3)).toEqual([
      { hotspotId: 'a', activeAngle: 3, posX: 0.1, posY: 0.1, description: 'LED lights' },
    ])
    expect(hotspotsAtAngle(parsed.interior, 0)).toEqual([])
  })
  it('the interior view is one image, so it shows every interior hotspot, whatever its angle (stock §2 "an interior view and hotspots")', () => {
    const parsed = parseHotspots({
      interior: [
        { ...good, id: 'screen', positions: [{ activeAngle: 0, posX: 0.6, posY: 0.4 }] },
        {
          ...good,
          id: 'seats',
          description: 'Heated seats',
          positions: [
            { activeAngle: 7, posX: 0.3, posY: 0.6 },
            { activeAngle: 8, posX: 0.32, posY: 0.6 },
          ],
        },
        { ...good, id: 'nowhere', positions: [] },
      ],
    })
    expect(interiorHotspots(parsed.interior)).toEqual([
      { hotspotId: 'screen', activeAngle: 0, posX: 0.6, posY: 0.4, description: 'LED lights' },
      { hotspotId: 'seats', activeAngle: 7, posX: 0.3, posY: 0.6, description: 'Heated seats' },
    ])
  })
})

describe('first gallery view and image priority — stock §4 "view is spinner, gallery or interior (default spinner; gallery for one tenant)", §9 "Gallery slider images 600x400, first 2 prioritised"', () => {
  it.each([
    ['spinner site, car with a spin', 'spinner', true, 'spinner'],
    ['spinner site, car without a spin opens on its photos', 'spinner', false, 'gallery'],
    ['gallery site, car with a spin', 'gallery', true, 'gallery'],
    ['gallery site, car without a spin', 'gallery', false, 'gallery'],
  ] as const)('%s', (_c, defaultView, hasSpin, expected) => {
    expect(initialGalleryView(defaultView, hasSpin)).toBe(expected)
  })
  it.each([
    ['photos first: image 1', 0, 'gallery', true],
    ['photos first: image 2', 1, 'gallery', true],
    ['photos first: image 3 is lazy', 2, 'gallery', false],
    ['spin first: no photo is prioritised', 0, 'spinner', false],
  ] as const)('%s', (_c, index, initialView, expected) => {
    expect(isPrioritisedImage(index, initialView, 2)).toBe(expected)
  })
})

describe('vehicle JSON-LD — schema.org Car with Offer (price, AUD, availability, seller = dealership with address)', () => {
  const car = { name: '2022 Toyota RAV4 GXL', make: 'Toyota', model: 'RAV4', car_type: 'used', km: 41000, year: 2022 }
  const seller = {
    name: 'Harbourside Toyota',
    telephone: '02 9000 0000',
    address: { street: '1 Harbour St', city: 'Sydney', state: 'nsw', postcode: '2000' },
  }
  const settings = { subscriptionPrices: false }

  it.each([
    // stock §4 "in_stock and coming_soon count as available"
    ['in stock', { status: 'in_stock' }, 'https://schema.org/InStock'],
    ['coming soon', { status: 'coming_soon' }, 'https://schema.org/PreOrder'],
    ['reserved', { status: 'in_stock', reserved: true }, 'https://schema.org/LimitedAvailability'],
    ['sold', { status: 'sold' }, 'https://schema.org/SoldOut'],
  ])('availability: %s', (_c, state, expected) => {
    expect(offerAvailability(state)).toBe(expected)
  })

  it('names the displayed price (offer price over price, stock §4 price display order) in AUD, and the seller with its address', () => {
    const price = listingPrice({ price: 30000, offer_price: 28990 }, settings)
    const ld = vehicleJsonLd({
      car: { ...car, status: 'in_stock' },
      price,
      url: 'https://x.test/cars/a',
      images: ['https://x.test/i.jpg'],
      seller,
    })
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      brand: { name: 'Toyota' },
      mileageFromOdometer: { value: 41000, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        price: 28990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: {
          '@type': 'AutoDealer',
          name: 'Harbourside Toyota',
          address: { addressLocality: 'Sydney', addressRegion: 'NSW', postalCode: '2000', addressCountry: 'AU' },
        },
      },
    })
  })

  it('gives no price when the site shows the no-price text', () => {
    const price = listingPrice({ price: 0 }, settings)
    const ld = vehicleJsonLd({
      car: { ...car, status: 'coming_soon' },
      price,
      url: 'u',
      images: [],
      seller,
    }) as unknown as { offers: Record<string, unknown> }
    expect(ld.offers.price).toBeUndefined()
  })

  it('cannot be closed from inside the script element', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
