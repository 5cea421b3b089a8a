import { StaticImage } from '@/components/ui/StaticImage.client'
import { logoForMake, type MakeLogos } from '@/domain/facets/make-logos'

import styles from './FacetTiles.module.css'

/** The box a make logo is fitted into: the size of a body tile's drawing, so tiles line up. */
export const MAKE_LOGO_BOX = { width: 96, height: 41 }

/** Scales a logo down (never up) to fit the box, keeping its proportions. */
export function fitLogo(width: number, height: number) {
  const scale = Math.min(MAKE_LOGO_BOX.width / width, MAKE_LOGO_BOX.height / height, 1)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * A make tile's picture (spec: stock §2 "make logo"): the make's logo when the platform has one,
 * else its name as a word-mark. Decorative either way: the tile's label names the make.
 */
export function MakeMark({ make, label, logos }: { make: string; label: string; logos: MakeLogos }) {
  const logo = logoForMake(logos, make)
  if (!logo) {
    return (
      <span className={styles.wordmark} aria-hidden="true">
        {label}
      </span>
    )
  }
  const size = fitLogo(logo.width, logo.height)
  return <StaticImage className={styles.logo} src={logo.url} alt="" width={size.width} height={size.height} />
}
