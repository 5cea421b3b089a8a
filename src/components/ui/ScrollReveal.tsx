'use client'

import { useEffect, useState, type ReactNode } from 'react'

type Props = { after: number; className: string; label: string; children: ReactNode }

/**
 * A bar that appears once the page is scrolled past `after` pixels (stock §2, §9: sticky header after
 * 500 px, sticky call-to-action bar after 900 px). Hidden bars are inert, so keyboard users never tab
 * into something they cannot see.
 */
export function ScrollReveal({ after, className, label, children }: Props) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      setShown(window.scrollY > after)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [after])
  return (
    <div className={className} data-shown={shown || undefined} aria-hidden={!shown} inert={!shown} role="region" aria-label={label}>
      {children}
    </div>
  )
}
