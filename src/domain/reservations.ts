import { formatPrice } from '@/domain/pricing/format'
import { DEFAULT_RESERVE_DEPOSIT, isReservable, type ReservableCar } from '@/domain/vehicle/reserve'

/**
 * Reserving a car with a deposit (docs/features/reservations.md "Reserve and online purchase, and payments"; finance §2
 * "Trade-in, test drive, reserve, purchase", §4 "Car availability for purchase and reserve";
 * finance §9 "Typical reserve deposit default $200"). Pure rules, shared by the vehicle page, the
 * checkout pages, the API and the release job.
 */

export type CheckoutPath = 'checkout' | 'buy-online'

/**
 * spec: stock §2 "/cars/{slug}/checkout (or /cars/{slug}/buy-online on one tenant)": only the path
 * the site's `checkout_path` names answers; the other is a 404.
 */
export const checkoutPathAnswers = (requested: CheckoutPath, sitePath: CheckoutPath): boolean => requested === sitePath

/** What the reserve button reads: 'Reserve this Car' on the vehicle page, 'Reserve Now' in bars (finance §2). */
export const RESERVE_LINK_TEXT = { page: 'Reserve this Car', bar: 'Reserve Now' } as const

/** The hold of an unpaid online reservation: released when not paid within 30 minutes. */
export const RESERVATION_HOLD_MS = 30 * 60_000

/** A site's deposit: whole dollars 1..10,000; anything else (unset, 0, junk) is the $200 default. */
export const MAX_RESERVE_DEPOSIT = 10_000
export function reserveDeposit(setting: number | null | undefined): number {
  if (typeof setting !== 'number' || !Number.isFinite(setting)) return DEFAULT_RESERVE_DEPOSIT
  const dollars = Math.round(setting)
  return dollars >= 1 && dollars <= MAX_RESERVE_DEPOSIT ? dollars : DEFAULT_RESERVE_DEPOSIT
}
/** Payment providers take the smallest unit (cents). */
export const toCents = (dollars: number) => Math.round(dollars * 100)

/**
 * A reservation's life:
 * - `requested`: "pay at the dealership" — recorded; staff confirm it in the admin (or cancel it);
 * - `awaiting_payment`: sent to the online payment page; holds the car for 30 minutes;
 * - `paid` (webhook) and `confirmed` (staff): the car is reserved;
 * - `released` (not paid in time), `cancelled` (staff or shopper): the car is free again.
 */
export const RESERVATION_STATUSES = [
  'requested',
  'awaiting_payment',
  'paid',
  'confirmed',
  'released',
  'cancelled',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/** Statuses that make the car 'Reserved' on its card and page. */
export const RESERVING_STATUSES: readonly ReservationStatus[] = ['paid', 'confirmed']
/** Statuses that keep another shopper from starting a reservation of the same car. */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ['awaiting_payment', 'paid', 'confirmed']

export const reserves = (status: ReservationStatus) => RESERVING_STATUSES.includes(status)
export const holds = (status: ReservationStatus) => HOLDING_STATUSES.includes(status)

/**
 * A shopper's active reservations on a site: asked for, being paid, paid or confirmed. Security:
 * "one shopper held 7 cars at once … One active reservation per shopper per site unless staff allow
 * more": a site's `reservations_per_shopper` (1 to 20, empty: 1) bounds them.
 */
export const ACTIVE_STATUSES: readonly ReservationStatus[] = ['requested', 'awaiting_payment', 'paid', 'confirmed']
export const DEFAULT_RESERVATIONS_PER_SHOPPER = 1
export const MAX_RESERVATIONS_PER_SHOPPER = 20
export function reservationsPerShopper(setting: number | null | undefined): number {
  if (typeof setting !== 'number' || !Number.isFinite(setting)) return DEFAULT_RESERVATIONS_PER_SHOPPER
  const n = Math.round(setting)
  return n >= 1 && n <= MAX_RESERVATIONS_PER_SHOPPER ? n : DEFAULT_RESERVATIONS_PER_SHOPPER
}
/** May a shopper with `active` reservations of other cars on the site start one more? */
export const withinShopperLimit = (active: number, setting: number | null | undefined) =>
  active < reservationsPerShopper(setting)

/** The transitions allowed; anything else is refused (a paid reservation cannot be "released"). */
const NEXT: Record<ReservationStatus, readonly ReservationStatus[]> = {
  requested: ['confirmed', 'cancelled'],
  awaiting_payment: ['paid', 'released', 'cancelled'],
  paid: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  // A payment that arrives after the hold ended still reserves the car if no one else holds it.
  released: ['paid'],
  cancelled: [],
}
export const canMove = (from: ReservationStatus, to: ReservationStatus) => from === to || NEXT[from].includes(to)

/** An unpaid online reservation is released once its hold has passed. */
export function isExpired(r: { status: ReservationStatus; expiresAt?: string | Date | null }, now: number): boolean {
  if (r.status !== 'awaiting_payment' || !r.expiresAt) return false
  return new Date(r.expiresAt).getTime() <= now
}

/**
 * Can a shopper start a reservation of this car now? The car must be offered for reserving (site
 * flag, available, not reserved, not test-drive-only), and no other reservation may hold it.
 */
export type StartRefusal = 'not_reservable' | 'held'
export function canStartReservation(
  car: ReservableCar,
  reserveEnabled: boolean,
  otherHolds: number,
): { ok: true } | { ok: false; reason: StartRefusal } {
  if (!isReservable(car, reserveEnabled)) return { ok: false, reason: 'not_reservable' }
  if (otherHolds > 0) return { ok: false, reason: 'held' }
  return { ok: true }
}

/** The online purchase steps of /checkout-journey (finance §2 "online purchase"). */
export const JOURNEY_STEPS = ['car', 'trade-in', 'finance', 'delivery', 'deposit'] as const
export type JourneyStep = (typeof JOURNEY_STEPS)[number]
export const JOURNEY_STEP_LABELS: Record<JourneyStep, string> = {
  car: 'Your car',
  'trade-in': 'Trade-in (optional)',
  finance: 'Finance (optional)',
  delivery: 'Pick-up or delivery',
  deposit: 'Deposit',
}
/** The step a `?step=` asks for; unknown or missing is the first. */
export const journeyStep = (value: string | null | undefined): JourneyStep =>
  (JOURNEY_STEPS as readonly string[]).includes(value ?? '') ? (value as JourneyStep) : 'car'
export const nextJourneyStep = (step: JourneyStep): JourneyStep | null =>
  JOURNEY_STEPS[JOURNEY_STEPS.indexOf(step) + 1] ?? null
export const previousJourneyStep = (step: JourneyStep): JourneyStep | null =>
  JOURNEY_STEPS[JOURNEY_STEPS.indexOf(step) - 1] ?? null

/**
 * The deposit's state as the dealership's lead reads it (docs/features/reservations.md "Reserve and online purchase, and
 * payments": a reservation is a lead, with the car and deposit state).
 */
export function depositStateWords(deposit: number, provider: 'dealership' | 'stripe', status: ReservationStatus) {
  const amount = formatPrice(deposit)
  if (status === 'paid' || status === 'confirmed')
    return provider === 'stripe' ? `Deposit of ${amount} paid online` : `Deposit of ${amount} taken`
  if (status === 'awaiting_payment') return `Deposit of ${amount} awaiting online payment`
  return `Deposit of ${amount} to be paid at the dealership`
}
