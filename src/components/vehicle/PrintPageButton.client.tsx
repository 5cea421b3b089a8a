'use client'

import styles from './PrintPageButton.module.css'

/** 'Print this page' on the printable sheet (stock §2 /print): the browser's print dialog. */
export function PrintPageButton() {
  return (
    <button type="button" className={styles.button} onClick={() => window.print()} data-testid="print-page-button">
      Print this page
    </button>
  )
}
