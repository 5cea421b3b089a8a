import { AVAILABLE_STATUSES } from './constants'

/**
 * spec: stock §4 "Car availability": in_stock and coming_soon count as available (purchasable);
 * any other status (for example sold) shows the SOLD view.
 */
export const isAvailable = (car: { status?: string | null }): boolean =>
  (AVAILABLE_STATUSES as readonly (string | null | undefined)[]).includes(car.status)
