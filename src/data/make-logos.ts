import type { Payload } from 'payload'

import { cachedLoader } from './cached'
import { tags } from './tags'

export type MakeLogo = { url: string; alt: string; width: number; height: number }
/** Lower-cased make name → its logo. A plain object, so Next's data cache can store it. */
export type MakeLogos = Record<string, MakeLogo>

/** A logo whose size Payload could not read is drawn in a square box. */
const UNKNOWN_SIZE = 100

/** Every make logo (platform-wide, a few dozen at most), keyed by lower-cased make. */
export async function loadMakeLogos(payload: Payload): Promise<MakeLogos> {
  const { docs } = await payload.find({
    collection: 'make-logos',
    pagination: false,
    depth: 0,
    select: { make: true, alt: true, url: true, width: true, height: true },
  })
  const logos: MakeLogos = {}
  for (const doc of docs) {
    if (!doc.url) continue
    logos[doc.make.trim().toLowerCase()] = {
      url: doc.url,
      alt: doc.alt ?? '',
      width: doc.width || UNKNOWN_SIZE,
      height: doc.height || UNKNOWN_SIZE,
    }
  }
  return logos
}

/** The logo a make tile shows, matched without regard to case (cars store 'Toyota', 'MG', …). */
export const logoForMake = (logos: MakeLogos, make: string): MakeLogo | undefined => logos[make.trim().toLowerCase()]

export const getMakeLogos = cachedLoader('make-logos', loadMakeLogos, () => [tags.makeLogos])
