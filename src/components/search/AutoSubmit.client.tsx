'use client'

import type { ReactNode } from 'react'

/** Submits its form when a control inside changes (the form also has a submit button without JS). */
export function AutoSubmit({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className} onChange={(e) => (e.target as unknown as HTMLSelectElement).form?.requestSubmit()}>
      {children}
    </div>
  )
}
