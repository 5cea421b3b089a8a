'use client'

import { useEffect, useRef, useState } from 'react'

import { animatedValue, SALES_COUNTER_REFRESH_MS, salesThisMonth } from '@/domain/promo/sales-counter'
import { groupThousands } from '@/domain/text/number'

/**
 * The counting number (finance §4 "Sales counter re-reads the time every 150 seconds and animates
 * from the old to the new value over 2 seconds"). The server renders the value at its time; the
 * browser re-reads its own clock at once and then every 150 s. Reduced motion: no animation.
 */
export function SalesCounterValue({ initial }: { initial: number }) {
  const [shown, setShown] = useState(initial)
  const shownRef = useRef(initial)

  useEffect(() => {
    let frame = 0
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const update = () => {
      const from = shownRef.current
      const to = salesThisMonth(new Date())
      cancelAnimationFrame(frame)
      if (reduced || from === to) {
        shownRef.current = to
        setShown(to)
        return
      }
      const started = performance.now()
      const step = (t: number) => {
        const value = animatedValue(from, to, t - started)
        shownRef.current = value
        setShown(value)
        if (value !== to) frame = requestAnimationFrame(step)
      }
      frame = requestAnimationFrame(step)
    }
    update()
    const timer = window.setInterval(update, SALES_COUNTER_REFRESH_MS)
    return () => {
      window.clearInterval(timer)
      cancelAnimationFrame(frame)
    }
  }, [])

  return <span className="sales-counter__value">{groupThousands(shown)}</span>
}
