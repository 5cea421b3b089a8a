/**
 * spec: stock §9 "Model name normalisation: Mazda 2, 3, 6 become Mazda2, Mazda3, Mazda6; MG 3, 4, 5
 * become MG3, MG4, MG5; manufacturer names are mapped (for example, Suzuki Australia becomes Suzuki,
 * Isuzu UTE becomes Isuzu)." Applied once, when a car is indexed (and to the car its page reads), so
 * facets, tiles, breadcrumbs and addresses all carry the one name.
 */

/** Manufacturer names as feeds send them → the make shoppers know. Keys lower case. */
const MAKE_NAMES: Readonly<Record<string, string>> = {
  'suzuki australia': 'Suzuki',
  'isuzu ute': 'Isuzu',
}

/** Makes whose numbered models are written joined to the make: Mazda 3 → Mazda3. */
const JOINED_MODELS: Readonly<Record<string, { prefix: string; numbers: readonly string[] }>> = {
  mazda: { prefix: 'Mazda', numbers: ['2', '3', '6'] },
  mg: { prefix: 'MG', numbers: ['3', '4', '5'] },
}

const squash = (s: string) => s.trim().replace(/\s+/g, ' ')

export function normaliseMake(make: string): string {
  const name = squash(make)
  return MAKE_NAMES[name.toLowerCase()] ?? name
}

/** The model as the spec names it; make is the normalised make. '3', 'Mazda 3', 'MAZDA3' → 'Mazda3'. */
export function normaliseModel(make: string, model: string): string {
  const name = squash(model)
  const joined = JOINED_MODELS[make.trim().toLowerCase()]
  if (!joined) return name
  const prefix = joined.prefix.toLowerCase()
  const lower = name.toLowerCase()
  const bare = lower.startsWith(prefix) ? lower.slice(prefix.length).trim() : lower
  return joined.numbers.includes(bare) ? `${joined.prefix}${bare}` : name
}

/** The car's make and model normalised together (the model rule depends on the normalised make). */
export function normaliseMakeModel<T extends { make: string; model: string }>(car: T): T {
  const make = normaliseMake(car.make)
  const model = normaliseModel(make, car.model)
  return make === car.make && model === car.model ? car : { ...car, make, model }
}
