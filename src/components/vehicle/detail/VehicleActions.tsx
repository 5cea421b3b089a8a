import { WatchlistButton } from '@/components/account/WatchlistButton.client'
import { InlineLeadForm } from '@/components/forms/InlineLeadForm.client'
import { LeadDialog } from '@/components/forms/LeadDialog.client'
import { testDriveWords } from '@/domain/cars/item-noun'
import { carPath } from '@/domain/links/car-path'
import { displayPhone, telHref } from '@/domain/phone/format'
import { maskPhone } from '@/domain/phone/mask'
import { soldMessages } from '@/domain/vehicle/sold-view'

import { CallNowButton } from '../CallNowButton.client'
import { PhoneReveal } from '../PhoneReveal.client'
import { PrintButton } from '../PrintButton.client'
import { ShareButton } from '../ShareButton.client'
import { ShareLinks } from '../ShareLinks.client'
import { VehicleShortlist } from '../VehicleShortlist.client'
import type { VehicleView } from './vehicle-view'

import styles from './VehicleActions.module.css'

export const SIMILAR_FORM_ID = 'find-similar'

/** The SOLD block (stock §2): 'SOLD', the two sentences with the vehicle type, and the similar-car action. */
export function SoldNotice({ view }: { view: VehicleView }) {
  const text = soldMessages(view.car.item_type)
  return (
    <section className={styles.soldNotice} aria-labelledby="sold-heading" data-testid="sold-notice">
      <h2 id="sold-heading" className={styles.soldHeading}>
        {text.heading}
      </h2>
      <p>{text.sorry}</p>
      <p>{text.help}</p>
      <a className="button" href={`#${SIMILAR_FORM_ID}`}>
        {text.action}
      </a>
    </section>
  )
}

/**
 * The sidebar: enquiry buttons, reserve, phone, share and print for an available car; for a car
 * that is not for sale, the similar-car request form instead (finance §4).
 */
export function VehicleActions({ view }: { view: VehicleView }) {
  const { car, lead, leadFlags } = view
  const drive = testDriveWords(car.item_type)
  if (!view.available) {
    return (
      <section
        id={SIMILAR_FORM_ID}
        className={`vehicle-actions ${styles.actions}`}
        aria-labelledby="similar-form-heading"
      >
        {/* stock §6: a sold car keeps its watchlist button only while it is saved */}
        {view.watchlist ? <WatchlistButton carId={car.slug} name={car.name} forSale={false} /> : null}
        <h2 id="similar-form-heading">Find Me Something Similar</h2>
        <InlineLeadForm kind="similar_car" car={lead} inline {...leadFlags} />
      </section>
    )
  }
  return (
    <div className={`vehicle-actions ${styles.actions}`}>
      {view.watchlist ? <WatchlistButton carId={car.slug} name={car.name} /> : null}
      {view.reserveHref ? (
        <a className="button button--block" href={view.reserveHref}>
          Reserve Now
        </a>
      ) : null}
      <LeadDialog
        kind="enquiry"
        triggerLabel="Enquire Now"
        car={lead}
        triggerClassName="button button--block"
        {...leadFlags}
      />
      <LeadDialog
        kind="test_drive"
        triggerLabel={drive.button}
        heading={drive.button}
        submitLabel={drive.submit}
        car={lead}
        triggerClassName="button button--block button--secondary"
        {...leadFlags}
      />
      <LeadDialog
        kind="request_photos"
        triggerLabel="Request Photos"
        car={lead}
        triggerClassName="button button--block button--secondary"
        {...leadFlags}
      />
      {view.callNumber ? (
        <p className={`vehicle-actions__phone ${styles.phone}`}>
          {view.phoneMasked ? (
            <PhoneReveal masked maskedPhone={maskPhone(displayPhone(view.callNumber))} carId={car.id} />
          ) : (
            <PhoneReveal masked={false} phone={view.callNumber} carId={car.id} />
          )}
        </p>
      ) : null}
      <div className={styles.row}>
        <ShareButton path={carPath(car.slug)} />
        <VehicleShortlist
          car={{
            id: car.id,
            name: car.name,
            slug: car.slug,
            make: car.make ?? '',
            model: car.model ?? '',
            primary_image_url: car.images[0]?.url ?? null,
          }}
          favourites={view.shortlist.favourites}
          compare={view.shortlist.compare}
        />
        <PrintButton slug={car.slug} />
      </div>
      <ShareLinks path={carPath(car.slug)} title={car.name} />
    </div>
  )
}

/**
 * Call Now, for the sticky bars; no number means no button (the page logs a warning). With masking on
 * it goes through the same reveal as the sidebar's number (stock §4), so the number stays out of the page.
 */
export function CallNow({ view, className }: { view: VehicleView; className: string }) {
  if (!view.callNumber) return null
  if (view.phoneMasked) return <CallNowButton carId={view.car.id} className={className} />
  return (
    <a className={className} href={telHref(view.callNumber)}>
      Call Now
    </a>
  )
}
