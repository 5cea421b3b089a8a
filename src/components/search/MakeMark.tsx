import { logoForMake, type MakeLogos } from '@/domain/facets/make-logos'

import type { TileLogo } from './FacetTileList.client'

/** The box a make logo is fitted into: the size of a body tile's drawing, so tiles line up. */
export const MAKE_LOGO_BOX = { width: 96, height: 41 }

/** Scales a logo down (never up) to fit the box, keeping its proportions. */
export function fitLogo(width: number, height: number) {
  const scale = Math.min(MAKE_LOGO_BOX.width / width, MAKE_LOGO_BOX.height / height, 1)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * A make tile's picture (spec: stock §2 "make logo") as FacetTileList draws it: the make's logo
 * fitted to the box when the platform has one; none, and the tile shows the make's name as a word-mark.
 */
export function makeMarkLogo(make: string, logos: MakeLogos): TileLogo | undefined {
  const logo = logoForMake(logos, make)
  if (!logo) return undefined
  const size = fitLogo(logo.width, logo.height)
  return [logo.url, size.width, size.height]
}
