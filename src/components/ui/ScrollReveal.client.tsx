'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

type Props = { after: number; className: string; label: string; children: ReactNode }

/**
 * A bar that appears once the page is scrolled past `after` pixels (stock §2, §9: sticky header after
 * 500 px, sticky call-to-action bar after 900 px). Hidden bars are inert, so keyboard users never tab
 * into something they cannot see. A bar stays shown while a dialog opened from it is open: hiding it
 * would make that dialog inert too.
 */
export function ScrollReveal({ after, className, label, children }: Props) {
  const [shown, setShown] = useState(false)
  const bar = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = bar.current
    let frame = 0
    const check = () => {
      frame = 0
      setShown(window.scrollY > after || !!el?.querySelector('dialog[open]'))
    }
    const onChange = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', onChange, { passive: true })
    // 'close' does not bubble, so listen in the capture phase: a closed dialog lets the bar hide again.
    el?.addEventListener('close', onChange, true)
    return () => {
      window.removeEventListener('scroll', onChange)
      el?.removeEventListener('close', onChange, true)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [after])
  return (
    <div
      ref={bar}
      className={className}
      data-shown={shown || undefined}
      aria-hidden={!shown}
      inert={!shown}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  )
}
