import { loadCarForSite } from '@/data/cars/cars'
import { startReservation } from '@/data/customers/reservations'
import { siteOriginOf } from '@/data/sites/request-origin'
import { ReservationBody } from '@/forms/reservation-schema'
import { apiError, carNotFound, unavailable } from '@/http/api-error'
import { slide, withSession } from '@/http/customer-cookie'
import { withCustomer } from '@/http/customer-route'
import { PaymentConfigError } from '@/integrations/payments'

const MAX_BODY_BYTES = 1024
const FAILED = 'We could not reserve the car just now. Please try again in a moment.'

/**
 * POST /api/reserve {car_slug, trade_in?, finance?, handover?, postcode?} (docs/features/reservations.md "Reserve and
 * online purchase, and payments"): the signed-in shopper reserves a car of this site. Answers where
 * to go next: the payment page (Stripe) or the checkout page's confirmation (pay at the
 * dealership).
 *   200 {ok, reservation_id, status, redirect} · 400 · 401 sign_in_required · 404 car_not_found
 *   409 not_reservable | held | reservation_limit · 413 · 429 · 503
 */
export const POST = withCustomer(
  {
    body: { maxBytes: MAX_BODY_BYTES, schema: ReservationBody, messages: 'Please check the reservation details.' },
    signIn: 'Please sign in to reserve this car.',
    failure: { what: 'reservations: reserving', message: FAILED },
    limit: { perIp: 'reservePerIp', perSite: 'reservePerSite' },
  },
  async (request, site, customer, body) => {
    const car = await loadCarForSite(site, body.car_slug)
    if (!car) return carNotFound()
    const { car_slug: _slug, ...journey } = body
    let result: Awaited<ReturnType<typeof startReservation>>
    try {
      result = await startReservation(site, customer, car, await siteOriginOf(request, site), journey)
    } catch (err) {
      // A deployment's payment settings, not this request, are at fault: say so in the log.
      if (!(err instanceof PaymentConfigError)) throw err
      console.error(`reservations: payments are misconfigured: ${err.message}`)
      return unavailable('unavailable', FAILED)
    }
    if (!result.ok) {
      if (result.reason === 'held')
        return apiError(
          409,
          'held',
          'Another shopper is reserving this car right now. Please try again in 30 minutes, or enquire about it.',
        )
      if (result.reason === 'shopper_limit')
        return apiError(
          409,
          'reservation_limit',
          'You already have a car reserved on this site. Please complete that reservation, or ask the dealership to cancel it, before reserving another car.',
        )
      if (result.reason === 'not_reservable')
        return apiError(409, 'not_reservable', 'This car cannot be reserved online. Please enquire instead.')
      return unavailable(
        'payment_unavailable',
        'We could not open the payment page just now. Please try again in a moment.',
      )
    }
    return withSession(
      { ok: true, reservation_id: result.id, status: result.status, redirect: result.redirect },
      slide(site, customer),
    )
  },
)
