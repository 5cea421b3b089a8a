import { LeadDialog } from '@/components/forms/LeadDialog.client'
import { ScrollReveal } from '@/components/ui/ScrollReveal.client'
import { TRADE_IN_LINK_TEXT } from '@/domain/trade-in/offers-trade-in'
import { STICKY_BAR_AFTER_PX, STICKY_HEADER_AFTER_PX } from '@/domain/vehicle/sticky-bars'

import type { VehicleView } from './vehicle-view'
import { CallNow } from './VehicleActions'

import styles from './StickyBars.module.css'

/**
 * The sticky header after 500 px of scroll (stock §2, §9): the car, its price, the trade-in link when
 * the car offers one (finance §2 "linked from car cards and the sticky header") and Call Now.
 */
export function StickyHeader({ view }: { view: VehicleView }) {
  return (
    <ScrollReveal
      after={STICKY_HEADER_AFTER_PX}
      className={`vehicle-sticky-header ${styles.header}`}
      label="Car summary"
    >
      <strong className={styles.name}>{view.car.name}</strong>
      <span className="vehicle-sticky-header__price">{view.price.text}</span>
      {view.tradeInHref ? (
        <a className="button button--secondary" href={view.tradeInHref}>
          {TRADE_IN_LINK_TEXT}
        </a>
      ) : null}
      {view.available ? <CallNow view={view} className="button" /> : null}
    </ScrollReveal>
  )
}

/**
 * The template's sticky call-to-action bar after 900 px (stock §2, §9; finance §4): Reserve Car Now
 * when reservable, Enquire Now, Call Now. Hidden while the fullscreen gallery is open (CSS on the
 * body flag the gallery sets). The bar stays shown while its Enquire Now dialog is open (ScrollReveal).
 */
export function StickyCtaBar({ view }: { view: VehicleView }) {
  if (!view.available) return null
  return (
    <ScrollReveal after={STICKY_BAR_AFTER_PX} className={`vehicle-sticky-bar ${styles.bar}`} label="Quick actions">
      {view.reserveHref ? (
        <a className="button" href={view.reserveHref}>
          Reserve Car Now
        </a>
      ) : null}
      <LeadDialog
        kind="enquiry"
        triggerLabel="Enquire Now"
        car={view.lead}
        triggerClassName="button"
        {...view.leadFlags}
      />
      <CallNow view={view} className="button button--secondary" />
    </ScrollReveal>
  )
}
