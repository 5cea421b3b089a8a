import Link from 'next/link'

import { AutoSubmit } from '@/components/search/AutoSubmit.client'
import { OFFER_CAR_TYPES, type OfferFilter, SPECIAL_OFFERS_PATH } from '@/domain/content/offer-filters'
import { CLEAR_FILTERS } from '@/domain/facets/messages'

import styles from './OfferFilters.module.css'

const TYPE_LABEL = { new: 'New', demo: 'Demo', used: 'Used' } as const

/** The /special-offers filters: a plain GET form (works without JavaScript; submits on change with it). */
export function OfferFilters({ filter, makes }: { filter: OfferFilter; makes: string[] }) {
  const filtered = Boolean(filter.car_type || filter.make)
  return (
    <form className={styles.filters} method="get" action={SPECIAL_OFFERS_PATH} aria-label="Filter offers">
      <AutoSubmit>
        <label>
          Car type
          <select name="car_type" defaultValue={filter.car_type ?? ''}>
            <option value="">All car types</option>
            {OFFER_CAR_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABEL[t]}
              </option>
            ))}
          </select>
        </label>
      </AutoSubmit>
      {makes.length ? (
        <AutoSubmit>
          <label>
            Make
            <select name="make" defaultValue={filter.make ?? ''}>
              <option value="">All makes</option>
              {makes.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
        </AutoSubmit>
      ) : null}
      <button type="submit" className="button">
        Apply Filters
      </button>
      {filtered ? (
        <Link className="button button--ghost" href={SPECIAL_OFFERS_PATH}>
          {CLEAR_FILTERS}
        </Link>
      ) : null}
    </form>
  )
}
