'use client'

import { useRouter } from 'next/navigation'
import { type ComponentProps, createContext, type ReactNode, useContext, useTransition } from 'react'

type Navigate = (href: string) => void
const Pending = createContext<{ pending: boolean; navigate: Navigate } | null>(null)

/**
 * Client navigations inside run in one transition: the current page stays on screen until the
 * next one has arrived, and BusyRegion marks itself aria-busy meanwhile (stock §4 "Search loading
 * or error: the last good hits are kept").
 */
export function NavigationTransition({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const navigate: Navigate = (href) => startTransition(() => router.push(href, { scroll: false }))
  return <Pending.Provider value={{ pending, navigate }}>{children}</Pending.Provider>
}

/** router.push without scrolling, inside the surrounding NavigationTransition when there is one. */
export function useTransitionNavigate(): Navigate {
  const router = useRouter()
  const ctx = useContext(Pending)
  return ctx?.navigate ?? ((href) => router.push(href, { scroll: false }))
}

/** A <section> that is aria-busy while a navigation of the surrounding transition is pending. */
export function BusyRegion({ children, ...props }: ComponentProps<'section'>) {
  const pending = useContext(Pending)?.pending ?? false
  return (
    <section {...props} aria-busy={pending || undefined} data-pending={pending || undefined}>
      {children}
    </section>
  )
}
