import type { Payload } from 'payload'

import { tags } from '@/cache/tags'
import { makeLogoKey, type MakeLogos } from '@/domain/facets/make-logos'

import { cachedLoader } from '../runtime/cached'

/** A logo whose size Payload could not read is drawn in a square box. */
const UNKNOWN_SIZE = 100

/** Every make logo (platform-wide, a few dozen at most), keyed by lower-cased make. */
export async function loadMakeLogos(payload: Payload): Promise<MakeLogos> {
  const { docs } = await payload.find({
    collection: 'make-logos',
    pagination: false,
    depth: 0,
    select: { make: true, alt: true, url: true, filename: true, width: true, height: true },
  })
  const logos: MakeLogos = {}
  for (const doc of docs) {
    if (!doc.url) continue
    logos[makeLogoKey(doc.make)] = {
      url: doc.url,
      alt: doc.alt ?? '',
      width: doc.width || UNKNOWN_SIZE,
      height: doc.height || UNKNOWN_SIZE,
    }
  }
  return logos
}

export const getMakeLogos = cachedLoader('make-logos', loadMakeLogos, () => [tags.makeLogos])
