import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { MetaViewContent } from '@/components/analytics/ThirdPartyTags.client'
import { CarFinanceCard } from '@/components/finance/CarFinanceCard'
import { FinanceEnquiryDialog } from '@/components/finance/enquiry/FinanceEnquiryDialog.client'
import { financeForCar } from '@/components/finance/finance-for-car'
import { FinanceCalculator } from '@/components/finance/FinanceCalculator.client'
import { FinanceEstimateLine } from '@/components/finance/FinanceEstimateLine'
import { metadataUnlessMissing, orSiteNotFound } from '@/components/layout/not-found'
import { cardContext } from '@/components/vehicle/card-context'
import { DeliveryCalculator } from '@/components/vehicle/DeliveryCalculator.client'
import { Gallery } from '@/components/vehicle/detail/Gallery.client'
import { SimilarCars } from '@/components/vehicle/detail/SimilarCars.client'
import { StickyCtaBar, StickyHeader } from '@/components/vehicle/detail/StickyBars'
import { vehicleView } from '@/components/vehicle/detail/vehicle-view'
import { SoldNotice, VehicleActions } from '@/components/vehicle/detail/VehicleActions'
import { VehicleDetails } from '@/components/vehicle/detail/VehicleDetails'
import { VehicleLocations } from '@/components/vehicle/detail/VehicleLocations'
import { VehicleSummary } from '@/components/vehicle/detail/VehicleSummary'
import { FuelCalculator } from '@/components/vehicle/FuelCalculator.client'
import { PriceGauge } from '@/components/vehicle/PriceGauge.client'
import { ViewCounter } from '@/components/vehicle/ViewCounter.client'
import { ViewedCarRecorder } from '@/components/vehicle/ViewedCarRecorder.client'
import { getCarPage } from '@/data/cars/cars'
import { siteOrigin } from '@/data/sites/request-origin'
import { siteTags, viewContentOf } from '@/domain/analytics/tags'
import { financeAmount } from '@/domain/finance/amount'
import { financeDisclaimer } from '@/domain/finance/disclaimer'
import { FINANCE_POPUP_TRIGGER } from '@/domain/finance/enquiry'
import { clampQuotePrice, QUOTE_PRICE_DEFAULT } from '@/domain/finance/quote'
import { showsFuelCalculator } from '@/domain/fuel/fuel-cost'
import { carUrl } from '@/domain/links/car-path'
import { warnIfNoCallNumber } from '@/domain/phone/call-number'
import { jsonLdScript, vehicleJsonLd } from '@/domain/seo/vehicle-json-ld'
import { regoExpiryText } from '@/domain/vehicle/rego'
import { viewedCarOf } from '@/domain/vehicle/viewed-cars'
import { siteFeature } from '@tenants/flags'

import styles from './vehicle.module.css'
import sectionStyles from '@/components/vehicle/detail/vehicle-section.module.css'

type Props = { params: Promise<{ site: string; slug: string }> }

async function load({ params }: Props) {
  const { site, slug } = await params
  const page = await getCarPage(site, slug)
  if (!page) notFound()
  return page
}

export const generateMetadata = (props: Props): Promise<Metadata> => metadataUnlessMissing(() => pageMetadata(props))

async function pageMetadata(props: Props): Promise<Metadata> {
  const { car, site } = await load(props)
  const origin = await siteOrigin(site)
  const url = carUrl(origin, car.slug)
  const image = car.images[0]?.url
  const description = `${car.name} for sale at ${car.dealership.name}${car.city ? `, ${car.city}` : ''}.`
  return {
    title: car.name,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title: car.name,
      description,
      siteName: site.name,
      ...(image ? { images: [{ url: `${origin}${image}`, width: 1200, height: 800, alt: car.name }] } : {}),
    },
  }
}

/** /cars/{slug}: the vehicle detail page (stock §2), server-rendered with small client islands. */
async function VehiclePage(props: Props) {
  const { car, site } = await load(props)
  const origin = await siteOrigin(site)
  const view = vehicleView(car, site)
  const finance = view.available ? await financeForCar(car, site) : null
  const regoText = regoExpiryText(car.rego_expiry, {
    now: new Date(),
    showUnregistered: siteFeature(site, 'rego_unregistered'),
  })
  warnIfNoCallNumber(view.callNumber, { car: car.slug, site: site.slug }) // stock §8
  const pixelId = siteTags(site.settings)?.metaPixelId // only with the site's consent (stock §7 pixel ViewContent)
  const jsonLd = vehicleJsonLd({
    car: { ...car, body: car.simple_body, fuel: car.simple_fuel, transmission: car.simple_transmission },
    price: view.price,
    url: carUrl(origin, car.slug),
    images: view.gallery.images.slice(0, 5).map((i) => `${origin}${i.src}`),
    // A masked number stays out of the page, JSON-LD included (stock §4 "Phone reveal").
    seller: {
      name: car.dealership.name,
      telephone: view.phoneMasked ? null : view.callNumber,
      address: car.location?.address ?? car.dealership.address,
    },
  })

  return (
    <article className={styles.vehicle} data-status={car.status} data-testid="vehicle-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <StickyHeader view={view} />
      <div className={styles.top}>
        <div>
          <Gallery name={car.name} {...view.gallery} />
        </div>
        <div>
          <VehicleSummary
            view={view}
            financeLine={
              finance?.estimate ? (
                <FinanceEstimateLine
                  weekly={finance.estimate.weekly}
                  terms={finance.estimateNamesTerms ? finance.estimate : null}
                />
              ) : null
            }
          />
          {view.available ? null : <SoldNotice view={view} />}
          <VehicleActions view={view} />
          <ViewCounter slug={car.slug} siteId={site.id} photosCount={car.images.length} updatedAt={car.updatedAt} />
          <ViewedCarRecorder car={viewedCarOf(car)} />
          {pixelId ? <MetaViewContent pixelId={pixelId} content={viewContentOf(car)} /> : null}
        </div>
      </div>
      {view.locatedAt ? (
        <p className={styles.locatedAt} data-testid="located-at">
          Located at {view.locatedAt.city}{' '}
          <a href={view.locatedAt.directionsUrl} target="_blank" rel="noopener noreferrer">
            Get Directions
          </a>
        </p>
      ) : null}
      <div className={styles.body}>
        <VehicleDetails view={view} regoText={regoText} />
        <PriceGauge slug={car.slug} />
        {finance ? <FinanceCalculator {...finance.calculatorProps} /> : null}
        {finance ? (
          <CarFinanceCard
            estimate={finance.estimate}
            financeHref={finance.financeHref}
            purchaseHref={finance.purchaseHref}
            popup={
              <FinanceEnquiryDialog
                triggerLabel={FINANCE_POPUP_TRIGGER}
                car={{
                  id: String(car.id),
                  year: car.year ?? null,
                  vin: car.vin ?? null,
                  name: car.name,
                  car_type: car.car_type ?? null,
                }}
                dealershipSlug={car.dealership.slug}
                defaultAmount={clampQuotePrice(financeAmount(car) ?? QUOTE_PRICE_DEFAULT)}
                postcodeRequired={siteFeature(site, 'finance_postcode_required')}
                landlines={siteFeature(site, 'sms_landlines')}
                disclaimer={financeDisclaimer(null, site.settings.finance_disclaimer)}
              />
            }
          />
        ) : null}
        <div className={`section ${sectionStyles.section} ${styles.calculators}`}>
          <DeliveryCalculator dealershipId={car.dealership.id} />
          {showsFuelCalculator(car) ? <FuelCalculator economy={car.variant?.fuelconsumptioncombined ?? null} /> : null}
        </div>
        <VehicleLocations view={view} site={site} />
      </div>
      <SimilarCars slug={car.slug} make={car.make} ctx={cardContext(site)} />
      {siteFeature(site, 'sticky_cta_bar') ? <StickyCtaBar view={view} /> : null}
    </article>
  )
}

export default orSiteNotFound(VehiclePage)
