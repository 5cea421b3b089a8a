'use client'

import { useId, useState } from 'react'

import styles from './CollapsibleText.module.css'

type Props = { short: string; full: string; moreLabel?: string; lessLabel?: string }

/** Plain text collapsed to its short form with Show More / Show Less (stock §4 dealer comments). */
export function CollapsibleText({ short, full, moreLabel = 'Show More', lessLabel = 'Show Less' }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <p id={id} className={`plain-text ${styles.text}`}>
        {open ? full : short}
      </p>
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? lessLabel : moreLabel}
      </button>
    </>
  )
}
