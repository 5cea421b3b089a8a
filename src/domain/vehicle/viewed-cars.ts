/** spec: finance §3 "Stored user details … Viewed-car record: id, stocknum, make, model, body, simple_body". */
export type ViewedCar = {
  id: number | string
  stocknum: string | null
  make: string
  model: string
  body: string | null
  simple_body: string | null
}

/** Ours (the spec gives no number): the most recently viewed cars kept, newest first. */
export const VIEWED_CARS_MAX = 20

/** No text kept is longer than this (a tampered store must not grow the record). */
const MAX_TEXT = 100

type CarLike = {
  id: number | string
  stocknum?: string | null
  make: string
  model: string
  simple_body?: string | null
}

/**
 * The record of a car the shopper viewed. Our cars hold one body field, simple_body (the feed's body
 * normalised), so `body` repeats it.
 */
export function viewedCarOf(car: CarLike): ViewedCar {
  const body = car.simple_body?.trim() || null
  return {
    id: car.id,
    stocknum: car.stocknum?.trim() || null,
    make: car.make,
    model: car.model,
    body,
    simple_body: body,
  }
}

/** The viewed cars after viewing `car`: it moves to the front, once (by id), and the oldest past `max` drop off. */
export function recordViewedCar(
  viewed: readonly ViewedCar[],
  car: ViewedCar,
  max: number = VIEWED_CARS_MAX,
): ViewedCar[] {
  return [car, ...viewed.filter((v) => String(v.id) !== String(car.id))].slice(0, max)
}

const text = (v: unknown) => (typeof v === 'string' && v.length <= MAX_TEXT ? v : null)

/** Viewed cars read back from the browser: malformed entries and duplicates dropped, at most `max`. */
export function readViewedCars(raw: string | null, max: number = VIEWED_CARS_MAX): ViewedCar[] {
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  const out: ViewedCar[] = []
  for (const entry of parsed as unknown[]) {
    if (!entry || typeof entry !== 'object') continue
    const e = entry as Record<string, unknown>
    const id = typeof e.id === 'number' || (typeof e.id === 'string' && e.id && e.id.length <= MAX_TEXT) ? e.id : null
    const make = text(e.make)
    const model = text(e.model)
    if (id === null || make === null || model === null) continue
    if (out.some((v) => String(v.id) === String(id))) continue
    out.push({ id, stocknum: text(e.stocknum), make, model, body: text(e.body), simple_body: text(e.simple_body) })
    if (out.length >= max) break
  }
  return out
}
