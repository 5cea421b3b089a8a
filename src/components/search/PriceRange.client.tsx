'use client'

import Link from 'next/link'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'

import { useTransitionNavigate } from '@/components/ui/NavigationTransition.client'
import { PRICE_SLIDER, sliderPriceRange } from '@/domain/facets/price-slider'
import { formatPrice } from '@/domain/pricing/format'
import { writeRangeParam } from '@/search/url/values'

import { HiddenParams, pathOf } from './HiddenParams'

import styles from './filters.module.css'

type Props = { min?: number; max?: number; baseHref: string; priceDescHref: string }

const clamp = (v: number) => Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, v))

/** spec: stock §2 "Price range slider: min 5000, max 250000, step 500; the two thumbs stay at least 1 apart; a button goes to search sorted by price descending." */
export function PriceRange({ min, max, baseHref, priceDescHref }: Props) {
  const navigate = useTransitionNavigate()
  const id = useId()
  const initialLow = clamp(min ?? PRICE_SLIDER.min)
  const initialHigh = clamp(max ?? PRICE_SLIDER.max)
  const [low, setLow] = useState(initialLow)
  const [high, setHigh] = useState(initialHigh)
  const lowInput = useRef<HTMLInputElement>(null)
  const highInput = useRef<HTMLInputElement>(null)
  const gap = Math.max(PRICE_SLIDER.minDistance, PRICE_SLIDER.step)

  // The thumbs are uncontrolled, so a thumb a shopper moves before the page hydrates keeps its
  // place (React resets a controlled input to its state); state only drives the labels, and is
  // read from the thumbs once hydrated.
  useEffect(() => {
    setLow(Number(lowInput.current?.value ?? initialLow))
    setHigh(Number(highInput.current?.value ?? initialHigh))
  }, [initialLow, initialHigh])

  // Keeps the thumbs at least `gap` apart (spec: "the two thumbs stay at least 1 apart").
  const move = (which: 'low' | 'high') => (e: ChangeEvent<HTMLInputElement>) => {
    const other = Number((which === 'low' ? highInput : lowInput).current?.value)
    const value =
      which === 'low' ? Math.min(Number(e.target.value), other - gap) : Math.max(Number(e.target.value), other + gap)
    e.target.value = String(value)
    ;(which === 'low' ? setLow : setHigh)(value)
  }

  // Only a thumb moved off its end bounds the search: untouched ends keep $0 and dearer cars.
  const apply = () => {
    const range = sliderPriceRange(Number(lowInput.current?.value ?? low), Number(highInput.current?.value ?? high))
    const sep = baseHref.includes('?') ? '&' : '?'
    navigate(range ? `${baseHref}${sep}range[price]=${writeRangeParam(range)}` : baseHref)
  }

  // Without JavaScript the form sends both thumbs as range[price][min|max]; the address reader
  // applies the same only-what-moved rule (src/search/url/read-params.ts).
  return (
    <form
      method="get"
      action={pathOf(baseHref)}
      onSubmit={(e) => {
        e.preventDefault()
        apply()
      }}
    >
      <HiddenParams href={baseHref} omit={['page']} />
      <fieldset className={`${styles.facet} ${styles.priceRange}`}>
        <legend>Price</legend>
        <label htmlFor={`${id}-min`}>Minimum price</label>
        <output htmlFor={`${id}-min`}>{formatPrice(low)}</output>
        <input
          ref={lowInput}
          id={`${id}-min`}
          name="range[price][min]"
          type="range"
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          defaultValue={initialLow}
          onChange={move('low')}
        />
        <label htmlFor={`${id}-max`}>Maximum price</label>
        <output htmlFor={`${id}-max`}>{formatPrice(high)}</output>
        <input
          ref={highInput}
          id={`${id}-max`}
          name="range[price][max]"
          type="range"
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          defaultValue={initialHigh}
          onChange={move('high')}
        />
        <button type="submit">Apply price</button>
        <Link href={priceDescHref} className={styles.priceDesc}>
          Highest price first
        </Link>
      </fieldset>
    </form>
  )
}
