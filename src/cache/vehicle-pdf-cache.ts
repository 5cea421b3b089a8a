import { createHash } from 'node:crypto'

import LRUCache from 'lru-cache'

import { processState } from './process-state'

/**
 * Vehicle PDFs (`GET /api/vehicles/{slug}/pdf`), one per car and version (docs/features/caching.md "Caches, and what
 * expires each"). Rendering one costs far more than the page it prints, and it changes only when
 * the car does or what it prints does: the key is the car's id and `updatedAt` with a hash of all
 * the PDF shows (the site's name, price display, dealership, phone, link and picture), so any such
 * change is a new entry and the old one ages out. Concurrent requests for one version share one
 * render; a failed render is not kept. Bounded by bytes; shared by the process's bundles
 * (src/cache/process-state.ts).
 */
const MAX_BYTES = 32 * 1024 * 1024

type State = { done: LRUCache<string, Uint8Array>; rendering: Map<string, Promise<Uint8Array>> }

const state = () =>
  processState<State>('vehiclePdfs', () => ({
    done: new LRUCache<string, Uint8Array>({ maxSize: MAX_BYTES, sizeCalculation: (pdf) => Math.max(1, pdf.length) }),
    rendering: new Map(),
  }))

/** The version of a car's PDF: its id, its last change, and what the PDF prints. */
export function vehiclePdfKey(car: { id: number | string; updatedAt?: string | null }, printed: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(printed)).digest('base64url')
  return `${car.id}:${car.updatedAt ?? ''}:${hash}`
}

/** The PDF of this version: kept, being rendered by another request, or rendered now by `render`. */
export function cachedVehiclePdf(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const s = state()
  const kept = s.done.get(key)
  if (kept) return Promise.resolve(kept)
  let pending = s.rendering.get(key)
  if (!pending) {
    pending = render()
      .then((pdf) => (s.done.set(key, pdf), pdf))
      .finally(() => s.rendering.delete(key))
    s.rendering.set(key, pending)
  }
  return pending
}
