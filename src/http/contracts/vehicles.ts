import { z } from 'zod'

import type { GaugeResponse } from '@/domain/price-gauge'
import type { CarIndexDoc } from '@/search/types'

import { CarSlugParams, contract } from './define'

/** A car as the search index holds it (src/search/types.ts `CarIndexDoc`). */
export const CarHit = z.custom<CarIndexDoc>().meta({
  id: 'CarHit',
  description: 'A car as the search index holds it: slug, make, model, price, images and the fields the cards show.',
  override: { type: 'object' },
})

/** A car's number (`car_id`), the printable page's (`source: 'print_page'`), or the header's (`source: 'header'`). */
const CAR_ID_MESSAGE = 'car_id must be the id of a car on this site.'
export const PhoneRevealBody = z
  .object({
    car_id: z
      .union(
        [
          z.number().int().positive(),
          z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9]{1,64}$/),
        ],
        { error: CAR_ID_MESSAGE },
      )
      .optional(),
    source: z
      .enum(['header', 'print_page'], {
        error: "source must be 'header' when no car_id is sent, or 'print_page' with a car_id.",
      })
      .optional(),
  })
  .refine((body) => body.source !== 'print_page' || body.car_id !== undefined, {
    error: "source 'print_page' needs the car_id of the car printed.",
    path: ['car_id'],
  })
  .refine((body) => (body.car_id === undefined) === (body.source === 'header'), {
    error: CAR_ID_MESSAGE,
    path: ['car_id'],
  })

export const DeliveryQuery = z.object({
  postcode: z.string().max(20).optional(),
  dealership: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,64}$/)
    .optional(),
})

// The spec's call sends every parameter, empty when unknown: an empty value means absent.
const blankless = (v: unknown) => (v === '' || v === null ? undefined : v)

/** stock §7 view.json: the page's own values, so the answer can tell it is stale. */
export const ViewQuery = z.object({
  photos_count: z.preprocess(
    blankless,
    z.coerce.number().int('photos_count must be a whole number.').min(0, 'photos_count must be 0 or more.').optional(),
  ),
  updated_at: z.preprocess(
    blankless,
    z.iso.datetime({ offset: true, message: 'updated_at must be an ISO date-time.' }).optional(),
  ),
  website_id: z.preprocess(blankless, z.string().max(64).optional()),
})

const Gauge = z.custom<GaugeResponse>().meta({
  id: 'PriceGauge',
  description: 'stock §3 "fill, listing_price, market_range_min, market_range_max, confidence, description"',
  override: { type: 'object' },
})

export const vehicleContracts = {
  'phone-reveal': contract({
    method: 'POST',
    path: '/api/phone-reveal',
    summary: 'Logs a phone reveal and answers the number (stock §4, §7); never a 429',
    audience: 'public',
    request: PhoneRevealBody,
    response: z.object({ ok: z.literal(true), phone: z.string() }),
    status: 201,
    errors: [400, 404, 413],
    idempotent: true,
  }),
  'delivery-estimate': contract({
    method: 'GET',
    path: '/api/delivery-estimate',
    summary: 'Delivery price by postcode (stock §5)',
    audience: 'public',
    request: DeliveryQuery,
    response: z.object({
      name: z.string(),
      price: z.number(),
      distance: z.object({ km: z.number(), from: z.string() }).nullable().optional(),
    }),
    status: 200,
    errors: [400, 404],
  }),
  'vehicle-view': contract({
    method: 'GET',
    path: '/api/vehicles/{slug}/view.json',
    summary: 'Counts one view of a car and answers its count and current values (stock §7)',
    audience: 'public',
    request: ViewQuery,
    params: CarSlugParams,
    response: z.object({
      views: z.number(),
      car_fields: z.object({
        photos_count: z.number(),
        updated_at: z.string().nullable().optional(),
        price: z.number().nullable(),
        status: z.string().nullable().optional(),
      }),
    }),
    status: 200,
    errors: [400, 404, 429, 503],
  }),
  'vehicle-similar': contract({
    method: 'GET',
    path: '/api/vehicles/{slug}/similar',
    summary: "Up to 6 similar cars from the site's own stock (stock §4, §7)",
    audience: 'public',
    params: CarSlugParams,
    response: z.object({ hits: z.array(CarHit) }),
    status: 200,
    errors: [404, 503],
  }),
  'vehicle-pdf': contract({
    method: 'GET',
    path: '/api/vehicles/{slug}/pdf',
    summary: "The car's printable PDF (stock §4)",
    audience: 'public',
    params: CarSlugParams,
    response: 'binary',
    status: 200,
    errors: [404, 429, 503],
  }),
  'vehicle-history-report': contract({
    method: 'GET',
    path: '/api/vehicles/{slug}/history-report',
    summary: "Records the history-report event and redirects (303) to the car's report file",
    audience: 'public',
    params: CarSlugParams,
    response: 'binary',
    status: 303,
    errors: [404],
  }),
  'price-gauge': contract({
    method: 'GET',
    path: '/cars/{slug}/autogauge',
    summary: "The car's price gauge (stock §3 price gauge response); an empty body when there is none",
    audience: 'public',
    params: CarSlugParams,
    response: Gauge,
    status: 200,
    errors: [404],
  }),
} as const
