import { isAvailable } from '@/domain/availability/is-available'
import { carPath } from '@/domain/links/car-path'

/** spec: finance §2 "Shown only when the car is reservable and not test-drive-only"; tag text 'Test Drive Only' (stock §3). */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only'

export type ReservableCar = { status?: string | null; reserved?: boolean | null; tag?: string | null }

/**
 * Reserve Now is offered only on sites with reserving on, for an available car (stock §4) that is
 * not already reserved and not tagged test-drive-only (finance §2).
 */
export function isReservable(car: ReservableCar, reserveEnabled: boolean): boolean {
  if (!reserveEnabled || !isAvailable(car) || car.reserved) return false
  return (car.tag ?? '').trim().toLowerCase() !== TEST_DRIVE_ONLY_TAG.toLowerCase()
}

/** spec: stock §2 "/cars/{slug}/checkout (or /cars/{slug}/buy-online on one tenant)". */
export const reservePath = (slug: string, path: 'checkout' | 'buy-online') => `${carPath(slug)}/${path}`

/** spec: finance §9 "Typical reserve deposit default $200." */
export const DEFAULT_RESERVE_DEPOSIT = 200
