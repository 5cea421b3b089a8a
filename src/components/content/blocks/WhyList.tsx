import type { BlockView } from '@/data/content/pages'
import type { SiteContext } from '@/data/sites/sites'
import { whyCardsFor, type WhyListContext, whyListHeading } from '@/domain/content/why-list'
import { siteVoiceName } from '@/domain/leads/thanks'

import styles from './WhyList.module.css'

type Props = Extract<BlockView, { blockType: 'whyList' }> & { site: SiteContext }

/** 'Why {dealer}?', 'Why Buy From Us?' or 'Why choose {make}?': the cards for the car types it is placed for. */
export function WhyListComponent({ kind, make, car_type, cards, site }: Props) {
  const dealer = siteVoiceName(site)
  const heading = whyListHeading(kind, { dealer, make })
  const shown = whyCardsFor(cards ?? [], (car_type ?? 'all') as WhyListContext)
  if (!shown.length) return null
  return (
    <section className="content-block" aria-label={heading}>
      <h2>{heading}</h2>
      <ul className={styles.cards}>
        {shown.map((card) => (
          <li key={card.id ?? card.title} className={styles.card}>
            <h3>{card.title}</h3>
            {card.text ? <p>{card.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
