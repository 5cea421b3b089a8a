/** spec: stock §4 tag rule 1 — the card's Electric or Hybrid tag is decided from simple_fuel. */
export type Electrification = 'electric' | 'hybrid'

const HYBRID = /hybrid|\bphev\b|\bhev\b/i
const ELECTRIC = /electric|^\s*b?ev\s*$/i
const COMBUSTION = /petrol|diesel|unleaded|lpg/i

/**
 * 'hybrid' for any hybrid (including 'Petrol/Electric' style values), 'electric' for a battery
 * electric car, otherwise null. Case-insensitive.
 */
export function electrification(simple_fuel: string | null | undefined): Electrification | null {
  if (!simple_fuel) return null
  if (HYBRID.test(simple_fuel)) return 'hybrid'
  if (ELECTRIC.test(simple_fuel)) return COMBUSTION.test(simple_fuel) ? 'hybrid' : 'electric'
  return null
}
