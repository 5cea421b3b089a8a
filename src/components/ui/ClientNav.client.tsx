'use client'

import type { MouseEvent, ReactNode } from 'react'

import { useTransitionNavigate } from './NavigationTransition.client'

/**
 * Turns clicks on the plain links inside it into client-side navigations (the current page stays
 * until the next one arrives; see NavigationTransition). One client component for a whole filter
 * panel instead of one <Link> per facet value keeps the page's payload small; without JavaScript
 * the links still work. Links to another origin, another window or a place on this page are left
 * to the browser.
 */
export function ClientNav({ children, className }: { children: ReactNode; className?: string }) {
  const navigate = useTransitionNavigate()
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const link = (e.target as Element).closest('a')
    if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return
    if (link.getAttribute('href')?.startsWith('#')) return
    e.preventDefault()
    navigate(link.pathname + link.search)
  }
  return (
    <div className={className} onClick={onClick}>
      {children}
    </div>
  )
}
