import { DealershipCard } from '@/components/home/DealershipCard'
import type { BlockView } from '@/data/pages'
import type { SiteContext } from '@/data/sites'

type Props = Extract<BlockView, { blockType: 'locationCards' }> & { site: SiteContext }

/** The site's own dealerships (already walled to its tenant by the site loader). */
export function LocationCardsComponent({ heading, site }: Props) {
  if (!site.dealerships.length) return null
  return (
    <section className="content-block" aria-label={heading || 'Our locations'}>
      {heading ? <h2>{heading}</h2> : null}
      <div className="dealer-grid">
        {site.dealerships.map((d) => (
          <DealershipCard key={d.id} dealership={d} />
        ))}
      </div>
    </section>
  )
}
