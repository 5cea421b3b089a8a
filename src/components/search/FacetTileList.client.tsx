'use client'

import { StaticImage } from '@/components/ui/StaticImage.client'
import { BodyIcon } from '@/components/vehicle/BodyIcon'

import styles from './FacetTiles.module.css'

/** A make logo fitted to the tile (MakeMark fitLogo): its address, width and height. */
export type TileLogo = [src: string, width: number, height: number]

/**
 * A facet tile as FacetTiles sends it: label, count, href and what its picture is drawn from: a body
 * tile's body type (BodyIcon), a make tile's logo, or nothing for a make without one (a word-mark).
 */
export type FacetTile = [label: string, count: number, href: string, picture?: string | TileLogo]

/** A make tile's picture (spec: stock §2 "make logo"): decorative either way, the label names the make. */
function MakeMark({ label, logo }: { label: string; logo: TileLogo | undefined }) {
  if (!logo) {
    return (
      <span className={styles.wordmark} aria-hidden="true">
        {label}
      </span>
    )
  }
  const [src, width, height] = logo
  return <StaticImage className={styles.logo} src={src} alt="" width={width} height={height} />
}

/**
 * One group of facet tiles. A client component only for what the page sends (docs/features/caching.md "Caching and
 * page weight"): drawn on the server, each tile's link and spans went in the RSC payload beside its
 * HTML; from here a tile is its label, count, href and the few strings its picture is drawn from,
 * not the picture's element tree.
 */
export function FacetTileList({
  kind,
  tiles,
  nouns,
}: {
  kind: 'body' | 'make'
  tiles: readonly FacetTile[]
  /** the results' item noun, one and many ('caravan', 'caravans'; itemNoun) */
  nouns: readonly [one: string, many: string]
}) {
  return (
    <ul className={styles.list}>
      {tiles.map(([label, count, href, picture]) => (
        <li key={href}>
          <a href={href}>
            {kind === 'body' ? (
              <BodyIcon body={typeof picture === 'string' ? picture : label} />
            ) : (
              <MakeMark label={label} logo={typeof picture === 'string' ? undefined : picture} />
            )}
            <span>{label}</span>
            <span>{`${count} ${count === 1 ? nouns[0] : nouns[1]}`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
