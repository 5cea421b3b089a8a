'use client'

import { type CSSProperties, useEffect, useId, useRef, useState } from 'react'

import {
  GAUGE_ARC_LENGTH,
  GAUGE_ARC_RADIUS,
  GAUGE_COUNT_UP_MS,
  GAUGE_DASH_PATTERN_LENGTH,
  GAUGE_LOAD_MARGIN_PX,
  GAUGE_NO_DATA_MESSAGE,
  gaugeArcDash,
  gaugeBand,
  gaugeLabel,
  type GaugeResponse,
  isGaugeShown,
  type ShownGauge,
} from '@/domain/price-gauge'
import { formatPrice } from '@/domain/pricing/format'
import { api } from '@/http/client'

import { useCountUp } from './use-count-up'

import styles from './PriceGauge.module.css'

/** Within this many percent of an end, the price text is aligned to the marker instead of centred. */
const EDGE_PERCENT = 15

type State = { kind: 'loading' } | { kind: 'hidden' } | { kind: 'shown'; gauge: ShownGauge }

/** GET /cars/{slug}/autogauge; null (logged) on failure or an empty body (stock §7, §8). */
async function fetchGauge(slug: string, signal: AbortSignal): Promise<GaugeResponse | null> {
  const url = api.url('price-gauge', { slug })
  const res = await api.call('price-gauge', undefined, { params: { slug }, signal })
  if (res.ok && res.data) return res.data
  const err = res.ok
    ? new Error(GAUGE_NO_DATA_MESSAGE) // an empty answer: no data for this car
    : res.status === 0
      ? res.cause
      : new Error(`${url} answered ${res.status}`)
  if (!signal.aborted) console.error('Price gauge fetch failed', err)
  return null
}

/**
 * The price comparison gauge (stock §2, §4, §5, §9): a skeleton while loading, nothing on failure or
 * unusable data, else a meter filled to `fill` and coloured by band, the market range, the car's
 * price, the label and a percentage counting up over 2.5 s. Fetched when within 500 px of view.
 */
export function PriceGauge({ slug }: { slug: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<State>({ kind: 'loading' })

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const abort = new AbortController()
    const load = async () => {
      const gauge = await fetchGauge(slug, abort.signal)
      if (abort.signal.aborted) return
      setState(isGaugeShown(gauge) ? { kind: 'shown', gauge } : { kind: 'hidden' })
    }
    if (typeof IntersectionObserver === 'undefined') {
      void load()
      return () => abort.abort()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        void load()
      },
      { rootMargin: `${GAUGE_LOAD_MARGIN_PX}px` },
    )
    observer.observe(el)
    return () => {
      observer.disconnect()
      abort.abort()
    }
  }, [slug])

  if (state.kind === 'hidden') return null
  if (state.kind === 'loading') {
    return (
      // A named element needs a role (axe aria-prohibited-attr): status, since it announces a load.
      <div
        ref={ref}
        className={styles.skeleton}
        role="status"
        aria-busy="true"
        aria-label="Loading price comparison"
        data-testid="price-gauge-loading"
      >
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonBar} />
      </div>
    )
  }
  return <PriceGaugeView gauge={state.gauge} />
}

/** The shown gauge for data that passed isGaugeShown (exported for markup tests). */
export function PriceGaugeView({ gauge }: { gauge: ShownGauge }) {
  const headingId = useId()
  const percent = Math.round(gauge.fill * 100)
  const shownPercent = useCountUp(percent, GAUGE_COUNT_UP_MS)
  const label = gaugeLabel(gauge)
  const band = gaugeBand(gauge.fill)
  // Keep the price text inside the meter near its ends.
  const edge = percent < EDGE_PERCENT ? 'start' : percent > 100 - EDGE_PERCENT ? 'end' : undefined
  const style = { '--gauge-fill': `${percent}%`, '--gauge-duration': `${GAUGE_COUNT_UP_MS}ms` } as CSSProperties

  return (
    <section className={styles.gauge} aria-labelledby={headingId} data-testid="price-gauge" style={style}>
      <h2 id={headingId} className={styles.heading}>
        Price comparison
      </h2>
      <p className={styles.summary}>
        <strong className={styles.label} data-testid="price-gauge-label">
          {label}
        </strong>
        <span className={styles.percent} data-testid="price-gauge-percent" aria-hidden="true">
          {shownPercent}%
        </span>
      </p>
      <GaugeDial fill={gauge.fill} band={band} />
      <div
        role="meter"
        aria-label="Price compared with the market"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${label}`}
        className={styles.meter}
        data-band={band}
      >
        <div className={styles.fill} />
        <div className={styles.marker} data-edge={edge} data-testid="price-gauge-listing-price">
          <span className={styles.markerText}>This car {formatPrice(gauge.listing_price)}</span>
        </div>
      </div>
      <div className={styles.scale}>
        <span data-testid="price-gauge-market-max">Market high {formatPrice(gauge.market_range_max)}</span>
        <span data-testid="price-gauge-market-min">Market low {formatPrice(gauge.market_range_min)}</span>
      </div>
    </section>
  )
}

/** The dial's half circle of radius 135, left to right over the top, inside a 10-unit stroke. */
const DIAL_PATH = `M 5 ${GAUGE_ARC_RADIUS + 5} A ${GAUGE_ARC_RADIUS} ${GAUGE_ARC_RADIUS} 0 0 1 ${2 * GAUGE_ARC_RADIUS + 5} ${GAUGE_ARC_RADIUS + 5}`

/**
 * The half dial drawn with the spec's gauge constants (stock §9 "515 and 424.115"): a track, and the
 * fill's share of the 424.115-long arc in the band's colour. Decorative: the meter below it carries
 * the value for assistive technology.
 */
function GaugeDial({ fill, band }: { fill: number; band: string }) {
  const size = 2 * GAUGE_ARC_RADIUS + 10
  return (
    <svg
      className={styles.dial}
      viewBox={`0 0 ${size} ${GAUGE_ARC_RADIUS + 10}`}
      aria-hidden="true"
      data-band={band}
      data-testid="price-gauge-dial"
    >
      <path
        className={styles.dialTrack}
        d={DIAL_PATH}
        strokeDasharray={`${GAUGE_ARC_LENGTH} ${GAUGE_DASH_PATTERN_LENGTH}`}
      />
      <path className={styles.dialFill} d={DIAL_PATH} strokeDasharray={gaugeArcDash(fill)} />
    </svg>
  )
}
