/** spec: stock §3 "Hotspot: exterior and interior lists, each with id, description, anchors and position angles. Hotspot position: hotspotId, activeAngle, posX, posY." */
export type HotspotPosition = { hotspotId: string; activeAngle: number; posX: number; posY: number }
export type Hotspot = { id: string; description: string; anchors: number[]; positions: HotspotPosition[] }
export type Hotspots = { exterior: Hotspot[]; interior: Hotspot[] }

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const fraction = (v: unknown): number | null => {
  const n = num(v)
  return n !== null && n >= 0 && n <= 1 ? n : null
}

function parseHotspot(raw: unknown): Hotspot | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  if (typeof r.id !== 'string' || typeof r.description !== 'string' || !r.description.trim()) return null
  const anchors = Array.isArray(r.anchors) ? r.anchors.map(num).filter((n): n is number => n !== null) : []
  const positions = (Array.isArray(r.positions) ? r.positions : []).flatMap((p): HotspotPosition[] => {
    const q = (p ?? {}) as Record<string, unknown>
    const activeAngle = num(q.activeAngle)
    const posX = fraction(q.posX)
    const posY = fraction(q.posY)
    return activeAngle === null || posX === null || posY === null
      ? []
      : [{ hotspotId: r.id as string, activeAngle, posX, posY }]
  })
  return { id: r.id, description: r.description, anchors, positions }
}

/**
 * The hotspots JSON a staff member typed (Cars › Images & media), made safe to render: anything
 * malformed is dropped rather than breaking the page. Positions are fractions of the frame (0-1).
 */
export function parseHotspots(raw: unknown): Hotspots {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const list = (v: unknown) => (Array.isArray(v) ? v.map(parseHotspot).filter((h): h is Hotspot => h !== null) : [])
  return { exterior: list(r.exterior), interior: list(r.interior) }
}

/** The hotspot positions shown on one spin frame. */
export function hotspotsAtAngle(hotspots: Hotspot[], angle: number): (HotspotPosition & { description: string })[] {
  return hotspots.flatMap((h) =>
    h.positions.filter((p) => p.activeAngle === angle).map((p) => ({ ...p, description: h.description })),
  )
}

/**
 * The hotspots on the interior view. It is one image, not a spin, so every interior hotspot shows
 * whatever angle it was placed at (stock §2 "an interior view and hotspots"), each once, at its first
 * position.
 */
export function interiorHotspots(hotspots: Hotspot[]): (HotspotPosition & { description: string })[] {
  return hotspots.flatMap((h) => (h.positions[0] ? [{ ...h.positions[0], description: h.description }] : []))
}
