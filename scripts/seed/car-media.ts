/**
 * A car's gallery (0-14 pictures: most 5-12, some exactly 3 so no thumbnail strip, some 1 or 0),
 * 360 spin for white SUVs, a walk-around video and hotspots (stock §2-§4). Pure.
 */
import type { Id } from '@/domain/ids'

import type { ColourFamily } from './catalogue'
import type { FixtureTraits } from './fixtures'
import { detailKey, galleryKeys, type ImagePool, SPIN, spinKeys } from './image-pool'
import type { Rng } from './random'
import type { DrawnBody } from './silhouettes'

export const DEMO_VIDEO_URL = '/demo-video/walkaround.mp4'

const GALLERY_SIZES = [
  [0, 3],
  [1, 5],
  [2, 2],
  [3, 8],
  [4, 4],
  [-1, 75],
  [13, 2],
  [14, 1],
] as const

const ids = (pool: ImagePool, keys: string[]): Id[] =>
  keys.map((k) => pool[k]).filter((id): id is Id => id !== undefined)

export function carMedia(
  rng: Rng,
  pool: ImagePool,
  car: { body: DrawnBody; family: ColourFamily; stocknum: string; traits: Partial<FixtureTraits> },
) {
  const drawn = rng.weighted(GALLERY_SIZES)
  const size = car.traits.images ?? (drawn === -1 ? rng.int(5, 12) : drawn)
  const images = ids(pool, galleryKeys(rng, car.body, car.family, size))
  const canSpin = car.body === SPIN.body && car.family === SPIN.family
  const spin = car.traits.spin ?? (canSpin && rng.chance(0.35))
  const video = car.traits.video ?? rng.chance(0.04)
  return {
    images,
    spin_images: spin ? ids(pool, spinKeys()) : [],
    spin_code: spin ? `SPIN-${car.stocknum}` : null,
    spin_interior_image: spin ? (pool[detailKey('Interior', false)] ?? null) : null,
    hotspots: spin ? hotspots() : null,
    video_url: video ? DEMO_VIDEO_URL : null,
  }
}

/** Exterior and interior hotspot lists (stock §3 Hotspot), positioned on spin frames. */
function hotspots() {
  const spot = (id: string, description: string, anchors: number[], posX: number, posY: number) => ({
    id,
    description,
    anchors,
    positions: anchors.map((activeAngle) => ({ hotspotId: id, activeAngle, posX, posY })),
  })
  return {
    exterior: [
      spot('ext-headlights', 'LED headlights with automatic high beam', [0, 1, 23], 0.24, 0.55),
      spot('ext-wheels', '18-inch alloy wheels', [5, 6, 7], 0.3, 0.72),
    ],
    // The interior view is one image: it shows every interior hotspot, at whatever angle it was placed.
    interior: [
      spot('int-screen', '10.5-inch touchscreen with wireless Apple CarPlay', [0], 0.62, 0.42),
      spot('int-seats', 'Heated and ventilated front seats', [12], 0.3, 0.66),
    ],
  }
}
