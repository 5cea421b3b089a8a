'use client'

import { useEffect, useRef, useState } from 'react'

import { SIMILAR_LOAD_MARGIN_PX, SIMILAR_PLACEHOLDERS, SIMILAR_SHOWN } from '@/domain/similar-cars'
import { api, type ApiResult } from '@/http/client'
import type { CarIndexDoc } from '@/search/types'

import { CarCard } from '../CarCard'
import type { CardContext } from '../card-context'

import gridStyles from '../car-grid.module.css'
import styles from './SimilarCars.module.css'

type Props = { slug: string; make: string; ctx: CardContext }

/** The hits of a call; a failed one throws, so the caller can fall back. */
function hitsOf(res: ApiResult<{ hits: CarIndexDoc[] }>, url: string): CarIndexDoc[] {
  if (!res.ok) throw res.status === 0 ? res.cause : new Error(`${url} answered ${res.status}`)
  if (!res.data) throw new Error(`${url} answered no JSON`)
  return res.data.hits ?? []
}

/**
 * Similar cars (stock §4, §7, §9): six placeholders until the section comes within 500 px of view,
 * then the multi-query results. On failure it logs and falls back to a plain search-filter query
 * for the same make.
 */
export function SimilarCars({ slug, make, ctx }: Props) {
  const ref = useRef<HTMLElement>(null)
  const [hits, setHits] = useState<CarIndexDoc[] | null>(null)

  useEffect(() => {
    const el = ref.current
    if (!el) return
    let cancelled = false
    const load = async () => {
      try {
        const found = hitsOf(
          await api.call('vehicle-similar', undefined, { params: { slug } }),
          api.url('vehicle-similar', { slug }),
        )
        if (!cancelled) setHits(found)
      } catch (err) {
        console.error('Similar cars failed; falling back to search results', err)
        const query = { make, status: 'in_stock', hitsPerPage: String(SIMILAR_SHOWN + 1) }
        const fallback = await api
          .call('search', query)
          .then((res) => hitsOf(res, api.url('search', undefined, query)))
          .catch(() => [])
        if (!cancelled) setHits(fallback.filter((c) => c.slug !== slug).slice(0, SIMILAR_SHOWN))
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          void load()
        }
      },
      { rootMargin: `${SIMILAR_LOAD_MARGIN_PX}px` },
    )
    observer.observe(el)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [slug, make])

  if (hits && hits.length === 0) return <section ref={ref} hidden aria-hidden />
  return (
    <section
      ref={ref}
      className={`section ${styles.similar}`}
      aria-labelledby="similar-cars-heading"
      aria-busy={hits === null}
    >
      <h2 id="similar-cars-heading">Similar cars</h2>
      <ul className={`car-grid ${gridStyles.grid}`} data-testid="similar-cars">
        {hits === null
          ? Array.from({ length: SIMILAR_PLACEHOLDERS }, (_, i) => (
              <li key={i} className={`car-card car-card--placeholder ${styles.placeholder}`} aria-hidden="true" />
            ))
          : hits.map((car) => (
              <li key={car.id}>
                <CarCard car={car} ctx={ctx} />
              </li>
            ))}
      </ul>
    </section>
  )
}
