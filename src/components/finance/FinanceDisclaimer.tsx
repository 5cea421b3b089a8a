'use client'

import { useId, useState } from 'react'

import { collapsedDisclaimer } from '@/domain/finance/disclaimer'

import styles from './FinanceCalculator.module.css'

/**
 * spec: finance §4 "Finance disclaimer: collapsed or expanded, toggled by 'Show More/Less' (default
 * expanded); collapsed text truncated to 197 characters." No toggle when the text is that short.
 */
export function FinanceDisclaimer({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(true)
  const id = useId()
  const short = collapsedDisclaimer(text)
  return (
    <div className={styles.disclaimer}>
      <p id={id}>{expanded ? text : short}</p>
      {short !== text ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </button>
      ) : null}
    </div>
  )
}
