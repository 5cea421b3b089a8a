import { StaticImage } from '@/components/ui/StaticImage.client'
import type { CarWithRelations } from '@/data/cars/cars'
import { priceSettings } from '@/data/sites/price-settings'
import type { SiteContext } from '@/data/sites/sites'
import { financeSteps } from '@/domain/finance/enquiry'
import { carPath } from '@/domain/links/car-path'
import { listingPrice } from '@/domain/pricing/listing-price'
import { priceSuffix } from '@/domain/pricing/price-type'
import { siteFeature } from '@tenants/flags'

import css from './FinanceEnquiry.module.css'

/**
 * spec: finance §2 "Finance sidebar": with a car, its image, name and price ('/week' for
 * subscriptions, else the price type) linking to /cars/{slug}; without one, up to three finance
 * steps that the site can reword (settings.finance_steps) or hide (finance_sidebar_steps).
 */
export function FinanceSidebar({ site, car }: { site: SiteContext; car: CarWithRelations | null }) {
  if (car) {
    const price = listingPrice(car, priceSettings(site))
    const image = car.images.find((m) => m.url)
    const suffix = priceSuffix(price, car.price_type)
    return (
      <aside className={css.sidebar} aria-labelledby="finance-car-heading">
        <a href={carPath(car.slug)}>
          {image ? (
            <StaticImage
              src={image.url!}
              alt={image.alt || car.name}
              width={600}
              height={400}
              sizes="(max-width: 768px) 100vw, 360px"
            />
          ) : null}
          <h2 id="finance-car-heading">{car.name}</h2>
        </a>
        <p data-testid="finance-car-price">
          <strong>{price.text}</strong>
          {suffix}
        </p>
      </aside>
    )
  }
  if (!siteFeature(site, 'finance_sidebar_steps')) return null
  return (
    <aside className={css.sidebar} aria-labelledby="finance-steps-heading">
      <h2 id="finance-steps-heading">How it works</h2>
      <ol>
        {financeSteps(site.settings.finance_steps).map((s) => (
          <li key={s.title}>
            <strong>{s.title}</strong>
            {s.text ? <p>{s.text}</p> : null}
          </li>
        ))}
      </ol>
    </aside>
  )
}
