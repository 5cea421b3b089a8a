'use client'

import { useRouter } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'

/**
 * Turns clicks on the plain links inside it into client-side navigations (the current page stays
 * until the next one arrives). One client component for a whole filter panel instead of one
 * <Link> per facet value keeps the page's payload small; without JavaScript the links still work.
 */
export function ClientNav({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter()
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const link = (e.target as Element).closest('a')
    if (!link || link.target || link.origin !== window.location.origin || !link.dataset.clientNav) return
    e.preventDefault()
    router.push(link.pathname + link.search, { scroll: false })
  }
  return (
    <div className={className} onClick={onClick}>
      {children}
    </div>
  )
}
