const cityKey = (city: string | null | undefined) => (city ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * spec: stock §2 "A bar reading 'Located at {city}' … appears when the car's city differs from the
 * primary dealership city." The car's city (trimmed) when both are known and differ ignoring case
 * and spacing; otherwise null (no bar).
 */
export function locatedAtCity(
  carCity: string | null | undefined,
  primaryDealershipCity: string | null | undefined,
): string | null {
  const car = cityKey(carCity)
  const primary = cityKey(primaryDealershipCity)
  if (!car || !primary || car === primary) return null
  return carCity!.trim().replace(/\s+/g, ' ')
}
