'use client'

import type { ReactNode } from 'react'

import styles from './FacetTiles.module.css'

/** A facet tile as FacetTiles sends it: label, count, href and its picture (a body drawing or a make mark). */
export type FacetTile = [label: string, count: number, href: string, picture: ReactNode]

/**
 * One group of facet tiles. A client component only for what the page sends (issue 16 §2 "Lighter
 * pages"): drawn on the server, each tile's link and spans went in the RSC payload beside its HTML;
 * from here a tile is its label, count, href and picture.
 */
export function FacetTileList({ tiles }: { tiles: readonly FacetTile[] }) {
  return (
    <ul className={styles.list}>
      {tiles.map(([label, count, href, picture]) => (
        <li key={href}>
          <a className={styles.tile} href={href}>
            {picture}
            <span className={styles.label}>{label}</span>
            <span className={styles.count}>{`${count} cars`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
