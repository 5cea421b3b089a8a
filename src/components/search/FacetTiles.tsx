import { ClientNav } from '@/components/ui/ClientNav'
import { BodyIcon } from '@/components/vehicle/BodyIcon'
import { byCountDesc } from '@/domain/facets/order'
import type { FacetItem, RefinementKey } from '@/search/types'
import type { SearchState } from '@/search/url-state'

import { toggleRefinement, type UrlContext } from './hrefs'

const TILES_SHOWN = 8

type Props = { facets: Partial<Record<RefinementKey, FacetItem[]>>; state: SearchState; ctx: UrlContext }

/**
 * spec: stock §2 "Facet tile listing: label with count, make logo or body-type image. Make and body
 * tiles link to /search/{slug}". Shown while the search has no make (or no body) yet; makes have no
 * licensed logos here, so their tiles carry the make's name as a word-mark.
 */
export function FacetTiles({ facets, state, ctx }: Props) {
  const groups: { key: 'body' | 'make'; title: string }[] = []
  if (!state.refinements.body?.length && facets.body?.length) groups.push({ key: 'body', title: 'Browse by body type' })
  if (!state.refinements.make?.length && facets.make?.length) groups.push({ key: 'make', title: 'Browse by make' })
  if (!groups.length) return null
  return (
    <ClientNav className="facet-tiles">
      {groups.map(({ key, title }) => (
        <section key={key} aria-label={title}>
          <h2 className="facet-tiles__title">{title}</h2>
          <ul className="facet-tiles__list">
            {[...facets[key]!].sort(byCountDesc).slice(0, TILES_SHOWN).map((item) => (
              <li key={item.value}>
                <a className="facet-tile" href={toggleRefinement(state, key, item.value, ctx)} data-client-nav="1">
                  {key === 'body' ? <BodyIcon body={item.value} /> : <span className="facet-tile__wordmark" aria-hidden="true">{item.label}</span>}
                  <span className="facet-tile__label">{item.label}</span>
                  <span className="facet-tile__count">{item.count} cars</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ClientNav>
  )
}
