'use client'

import { useId, useState } from 'react'

import { collapsedDisclaimer } from '@/domain/finance/disclaimer'

import styles from './FinanceCalculator.module.css'

/**
 * spec: finance §4 "Finance disclaimer: collapsed or expanded, toggled by 'Show More/Less' (default
 * expanded); collapsed text truncated to 197 characters." No toggle when the text is that short.
 * spec: finance §2 "(a link toggles it in the Toyota variant)": there the toggle is a text link at
 * the end of the text, pointing at it, instead of a button under it.
 */
export function FinanceDisclaimer({ text, asLink = false }: { text: string; asLink?: boolean }) {
  const [expanded, setExpanded] = useState(true)
  const id = useId()
  const short = collapsedDisclaimer(text)
  const label = expanded ? 'Show Less' : 'Show More'
  const toggles = short !== text
  return (
    <div className={styles.disclaimer} data-testid="finance-disclaimer">
      <p id={id}>
        {expanded ? text : short}
        {toggles && asLink ? (
          <>
            {' '}
            <a
              href={`#${id}`}
              className={styles.toggleLink}
              aria-expanded={expanded}
              aria-controls={id}
              onClick={(e) => {
                e.preventDefault()
                setExpanded((x) => !x)
              }}
            >
              {label}
            </a>
          </>
        ) : null}
      </p>
      {toggles && !asLink ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {label}
        </button>
      ) : null}
    </div>
  )
}
