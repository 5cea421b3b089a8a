'use client'

import { Children, type ReactNode, useEffect, useRef, useState } from 'react'

import { arrowsDisabled, nextIndex, previousIndex, startIndex } from '@/domain/carousel'

import styles from './Carousel.module.css'

type Props = {
  label: string
  children: ReactNode
  loop?: boolean
  /** previous/next buttons (a model's variant slider has them only from 4 variants, finance §9) */
  arrows?: boolean
  /** the first slide shown; stock carousels start at index 1 (stock §2) */
  start?: number
}

/**
 * A horizontally scrolling row of server-rendered slides with previous/next buttons (stock §2
 * carousel mode: starts at index 1 and loops). Without JavaScript it is a plain scrollable list.
 */
export function Carousel({ label, children, loop = true, arrows = true, start }: Props) {
  const slides = Children.toArray(children)
  const count = slides.length
  const [index, setIndex] = useState(() => start ?? startIndex(count))
  const track = useRef<HTMLUListElement>(null)
  const first = useRef(true)

  useEffect(() => {
    const el = track.current?.children[index] as HTMLElement | undefined
    if (!el || !track.current) return
    track.current.scrollTo({
      left: el.offsetLeft - track.current.offsetLeft,
      behavior: first.current ? 'auto' : 'smooth',
    })
    first.current = false
  }, [index])

  const disabled = arrowsDisabled(index, count, { loop })
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      {arrows ? (
        <div className={styles.controls}>
          <button
            type="button"
            aria-label="Previous"
            disabled={disabled.previous}
            onClick={() => setIndex((i) => previousIndex(i, count, { loop }))}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label="Next"
            disabled={disabled.next}
            onClick={() => setIndex((i) => nextIndex(i, count, { loop }))}
          >
            ›
          </button>
        </div>
      ) : null}
      <ul className={styles.track} ref={track}>
        {slides.map((slide, i) => (
          <li
            key={i}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            data-active={i === index || undefined}
          >
            {slide}
          </li>
        ))}
      </ul>
    </section>
  )
}
