import type { CarStatus } from '@/domain/cars/vocabulary'

/** spec: stock §9 "Sold cars stay listed 3 days by default." */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3
/** The longest sold-car window a site or a dealership may set (the sites setting has always capped it at 60). */
export const MAX_INCLUDE_SOLD_CARS_DAYS = 60
/** spec: stock §9 "New-arrival tag window: 8 days." */
export const NEW_ARRIVAL_DAYS = 8
/** spec: stock §4 "in_stock and coming_soon count as available (purchasable)" */
export const AVAILABLE_STATUSES: readonly CarStatus[] = ['in_stock', 'coming_soon']

export const SECONDS_PER_DAY = 86_400
