/**
 * The group site's home from content, not code: brand grids (car, motorcycle, truck) and the group
 * profile text (docs/features/content.md "Add a banner or a promo card", "Group home"). Pure.
 */
export const VEHICLE_KINDS = ['car', 'motorcycle', 'truck'] as const
export type VehicleKind = (typeof VEHICLE_KINDS)[number]

export const VEHICLE_KIND_HEADINGS: Record<VehicleKind, string> = {
  car: 'Cars',
  motorcycle: 'Motorcycles',
  truck: 'Trucks',
}

type DealershipLike = { manufacturer?: string | null; vehicle_kind?: string | null }

/**
 * One brand grid per vehicle kind the group's dealerships sell, in the order car, motorcycle,
 * truck: each make once, sorted; a dealership with no make adds nothing, one with no kind counts as
 * cars, and a kind with no brand has no grid.
 */
export function brandGrids(dealerships: readonly DealershipLike[]): { kind: VehicleKind; brands: string[] }[] {
  const byKind = new Map<VehicleKind, Set<string>>()
  for (const d of dealerships) {
    const make = d.manufacturer?.trim()
    if (!make) continue
    const kind = (VEHICLE_KINDS as readonly string[]).includes(d.vehicle_kind ?? '')
      ? (d.vehicle_kind as VehicleKind)
      : 'car'
    byKind.set(kind, (byKind.get(kind) ?? new Set()).add(make))
  }
  return VEHICLE_KINDS.filter((k) => byKind.has(k)).map((kind) => ({
    kind,
    brands: [...byKind.get(kind)!].sort((a, b) => a.localeCompare(b)),
  }))
}

/** The group profile as paragraphs: staff separate them with a blank line. */
export const profileParagraphs = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

type Stat = { value?: string | null; label?: string | null }

/** The stats banner's entries with both a figure and a label (spec: stock §1 "50+ locations, 40+ brands, 30+ years"). */
export const groupStats = <T extends Stat>(stats: readonly T[] | null | undefined): T[] =>
  (stats ?? []).filter((s) => s.value?.trim() && s.label?.trim())
