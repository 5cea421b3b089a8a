import type { CarStatus } from '@/domain/cars/vocabulary'

/** spec: stock §4 "in_stock and coming_soon count as available (purchasable)" */
export const AVAILABLE_STATUSES: readonly CarStatus[] = ['in_stock', 'coming_soon']

/**
 * spec: stock §4 "Car availability": in_stock and coming_soon count as available (purchasable);
 * any other status (for example sold) shows the SOLD view.
 */
export const isAvailable = (car: { status?: string | null }): boolean =>
  (AVAILABLE_STATUSES as readonly (string | null | undefined)[]).includes(car.status)
