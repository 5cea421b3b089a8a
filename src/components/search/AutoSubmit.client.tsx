'use client'

import type { ReactNode } from 'react'

/** Submits its form when a control inside changes (the form also has a submit button without JS). */
export function AutoSubmit({ children }: { children: ReactNode }) {
  return (
    <div className="auto-submit" onChange={(e) => (e.target as unknown as HTMLSelectElement).form?.requestSubmit()}>
      {children}
    </div>
  )
}
