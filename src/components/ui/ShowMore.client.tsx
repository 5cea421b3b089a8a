'use client'

import { type ReactNode, useId, useState } from 'react'

type Props = {
  /** How many list items show while collapsed (the rest are hidden by CSS). */
  shownFirst: number
  total: number
  moreLabel: string
  lessLabel: string
  children: ReactNode
  className?: string
}

/**
 * A server-rendered list with a Show More / Show Less toggle (stock §2 key information: first 4,
 * features: first 8, Show All / Hide). Every item is in the HTML; collapsed items are hidden by
 * `data-collapsed` + `--shown-first`, so search engines and print see the full list.
 */
export function ShowMore({ shownFirst, total, moreLabel, lessLabel, children, className }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const collapsible = total > shownFirst
  return (
    <div className={className}>
      <div id={id} className="show-more" data-collapsed={collapsible && !open ? shownFirst : undefined}>
        {children}
      </div>
      {collapsible ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? lessLabel : moreLabel}
        </button>
      ) : null}
    </div>
  )
}
