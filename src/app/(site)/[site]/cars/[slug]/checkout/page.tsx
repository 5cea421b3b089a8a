import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { InlineLeadForm } from '@/components/forms/InlineLeadForm'
import { PriceBlock } from '@/components/vehicle/PriceBlock'
import { vehicleView } from '@/components/vehicle/detail/vehicleView'
import { getCarPage } from '@/data/cars'
import { gate } from '@/data/customer-page'
import { formatPrice } from '@/domain/pricing/format'
import { DEFAULT_RESERVE_DEPOSIT } from '@/domain/vehicle/reserve'
import { siteFeature } from '@tenants/flags'

import '../vehicle.css'

type Props = { params: Promise<{ site: string; slug: string }> }

export const metadata: Metadata = { title: 'Reserve this Car', robots: { index: false } }

/**
 * /cars/{slug}/checkout (or /buy-online): reserve a reservable car (stock §2 routes, finance §2).
 * Online payment comes with the purchase issue; until then the request is stored as a 'reserve'
 * lead and the dealership takes the holding deposit when it calls back.
 */
export default async function ReservePage({ params }: Props) {
  const { site: siteSlug, slug } = await params
  const page = await getCarPage(siteSlug, slug)
  if (!page) notFound()
  // finance §2 "The checkout page needs a known car slug first", then the site's gate_checkout.
  const path = `/cars/${page.car.slug}/${siteFeature(page.site, 'checkout_path')}`
  await gate(page.site, 'checkout', 'checkout', path, `/cars/${page.car.slug}`)
  const view = vehicleView(page.car, page.site)
  const { car } = view
  const image = view.gallery.images[0]
  return (
    <div className="vehicle vehicle-checkout">
      <h1>Reserve this Car</h1>
      <div className="vehicle__top">
        <div>
          {image ? (
            <Image
              src={image.src}
              alt={image.alt}
              width={600}
              height={400}
              sizes="(max-width: 992px) 100vw, 600px"
              priority
            />
          ) : null}
          <h2>{car.name}</h2>
          <PriceBlock car={car} settings={view.priceSettings} />
          <p>
            <Link href={`/cars/${car.slug}`}>Back to the car</Link>
          </p>
        </div>
        <section aria-labelledby="reserve-form-heading">
          {view.reserveHref ? (
            <>
              <h2 id="reserve-form-heading">Your details</h2>
              <p>
                Send this request and {car.dealership.name} will call you to confirm and take the{' '}
                {formatPrice(DEFAULT_RESERVE_DEPOSIT)} holding deposit.
              </p>
              <InlineLeadForm kind="reserve" car={view.lead} inline {...view.leadFlags} />
            </>
          ) : (
            <>
              <h2 id="reserve-form-heading">This car cannot be reserved online</h2>
              <p>
                <Link href={`/cars/${car.slug}`}>Enquire about it instead</Link>.
              </p>
            </>
          )}
        </section>
      </div>
    </div>
  )
}
