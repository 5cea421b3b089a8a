'use client'

import { useEffect, useState } from 'react'

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3

/**
 * A whole number counting from 0 up to `target` over `durationMs` with requestAnimationFrame.
 * With prefers-reduced-motion: reduce it is the target from the start (no animation).
 */
export function useCountUp(target: number, durationMs: number): number {
  const [reduced] = useState(prefersReducedMotion)
  const [value, setValue] = useState(() => (reduced ? target : 0))

  useEffect(() => {
    if (reduced) return
    let frame = 0
    let start: number | null = null
    const tick = (now: number) => {
      start ??= now
      const progress = durationMs > 0 ? Math.min(1, (now - start) / durationMs) : 1
      setValue(Math.round(target * easeOutCubic(progress)))
      if (progress < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [target, durationMs, reduced])

  return reduced ? target : value
}
