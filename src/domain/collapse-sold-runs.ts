import { isAvailable } from '@/domain/availability/is-available'

/**
 * spec: stock §4 "Sold cars in lists: only the first of each consecutive run of sold cars is
 * shown, unless every car is sold, in which case all show." Sold means not available.
 */
export function collapseSoldRuns<T extends { status?: string | null }>(cars: readonly T[]): T[] {
  if (cars.every((car) => !isAvailable(car))) return [...cars]
  return cars.filter((car, i) => isAvailable(car) || i === 0 || isAvailable(cars[i - 1]!))
}
