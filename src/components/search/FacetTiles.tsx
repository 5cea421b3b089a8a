import { ClientNav } from '@/components/ui/ClientNav.client'
import { itemNoun, resultsItemType } from '@/domain/cars/item-noun'
import type { MakeLogos } from '@/domain/facets/make-logos'
import { byCountDesc } from '@/domain/facets/order'
import type { FacetItem, RefinementKey } from '@/search/types'
import type { SearchState } from '@/search/url/state'

import { type FacetTile, FacetTileList } from './FacetTileList.client'
import { toggleRefinement, type UrlContext } from './hrefs'
import { makeMarkLogo } from './MakeMark'

import styles from './FacetTiles.module.css'

const TILES_SHOWN = 8

type Props = {
  facets: Partial<Record<RefinementKey, FacetItem[]>>
  state: SearchState
  ctx: UrlContext
  /** Make logos by lower-cased make (src/data/cars/make-logos); makes without one show a word-mark. */
  logos: MakeLogos
}

/**
 * spec: stock §2 "Facet tile listing: label with count, make logo or body-type image. Make and body
 * tiles link to /search/{slug}". Shown while the search has no make (or no body) yet. Make logos are
 * platform content (the make-logos collection); a make without one shows its name as a word-mark.
 */
export function FacetTiles({ facets, state, ctx, logos }: Props) {
  const groups: { key: 'body' | 'make'; title: string }[] = []
  if (!state.refinements.body?.length && facets.body?.length) groups.push({ key: 'body', title: 'Browse by body type' })
  if (!state.refinements.make?.length && facets.make?.length) groups.push({ key: 'make', title: 'Browse by make' })
  if (!groups.length) return null
  // The tiles count in the results' own noun, as the heading does (caravans are not cars; docs/ARCHITECTURE.md "Search").
  const itemType = resultsItemType(state.refinements.item_type, facets.item_type)
  const nouns = [itemNoun(itemType, 1), itemNoun(itemType, 2)] as const
  return (
    <ClientNav className={styles.tiles}>
      {groups.map(({ key, title }) => (
        <section key={key} aria-label={title}>
          <h2 className={styles.title}>{title}</h2>
          <FacetTileList
            kind={key}
            nouns={nouns}
            tiles={[...facets[key]!]
              .sort(byCountDesc)
              .slice(0, TILES_SHOWN)
              .map((item): FacetTile => {
                const href = toggleRefinement(state, key, item.value, ctx)
                // a body tile's drawing is named by its value, sent only when the label is not the same
                const picture =
                  key === 'body'
                    ? item.value === item.label
                      ? undefined
                      : item.value
                    : makeMarkLogo(item.value, logos)
                return picture ? [item.label, item.count, href, picture] : [item.label, item.count, href]
              })}
          />
        </section>
      ))}
    </ClientNav>
  )
}
