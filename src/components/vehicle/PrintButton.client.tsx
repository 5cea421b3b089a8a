'use client'

import { useState } from 'react'

import { api } from '@/http/client'

import styles from './PrintButton.module.css'

export type PrintButtonProps = { slug: string }

/** Saves a blob under a file name: an object URL and a temporary <a download>. */
function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * Print (stock §4): 'Download PDF' → 'Preparing...' while the PDF is made → a download named
 * {slug}.pdf; a failure shows an alert with the error message (stock §7, §8). Beside it, a 'Print'
 * link opens the printable page in a new tab (stock §2 /print?car_id={slug}).
 */
export function PrintButton({ slug }: PrintButtonProps) {
  const [preparing, setPreparing] = useState(false)

  const getPdf = async () => {
    setPreparing(true)
    try {
      const res = await api.call('vehicle-pdf', undefined, { params: { slug } })
      if (!res.ok && res.status === 0) throw res.cause
      // The server's `{ error: { message } }`, or a plain description of the status.
      if (!res.ok || !res.data)
        throw new Error((res.ok ? null : res.message) || `The PDF could not be prepared (${res.status}).`)
      download(res.data, `${slug}.pdf`)
    } catch (err) {
      window.alert(err instanceof Error ? err.message : String(err))
    } finally {
      setPreparing(false)
    }
  }

  return (
    <span className={styles.print}>
      <button
        type="button"
        className={styles.button}
        onClick={getPdf}
        disabled={preparing}
        aria-busy={preparing}
        aria-live="polite"
        data-testid="pdf-button"
      >
        {preparing ? 'Preparing...' : 'Download PDF'}
      </button>
      <a
        className={styles.link}
        href={`/print?car_id=${encodeURIComponent(slug)}`}
        target="_blank"
        rel="noopener"
        data-testid="print-link"
      >
        Print
      </a>
    </span>
  )
}
