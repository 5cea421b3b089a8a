'use client'

import { type ReactNode, useEffect, useState } from 'react'

import styles from './CopyLink.module.css'

/** finance §5 "Copy-to-clipboard toast shows for 3 seconds ('Copied {car name} to your clipboard!')". */
export const COPY_TOAST_MS = 3000
export const copiedMessage = (name: string) => `Copied ${name} to your clipboard!`

const EVENT = 'forecourt:copied'

/**
 * A button that copies a link on this site (the path made absolute with the page's origin) and asks
 * the page's one toast host to say so. Without clipboard access the link is still shown by the page.
 */
export function CopyLinkButton({ path, name, label }: { path: string; name: string; label: ReactNode }) {
  const copy = async () => {
    const url = new URL(path, window.location.origin).toString()
    try {
      await navigator.clipboard.writeText(url)
      window.dispatchEvent(new CustomEvent(EVENT, { detail: copiedMessage(name) }))
    } catch {
      window.prompt('Copy this link:', url)
    }
  }
  return (
    <button type="button" className={styles.copy} onClick={copy}>
      {label}
    </button>
  )
}

/** The page's single toast (finance §5 "Toast queue holds 1 toast at a time"): the newest replaces the last. */
export function CopyToastHost() {
  const [toast, setToast] = useState<{ text: string; n: number } | null>(null)
  useEffect(() => {
    let n = 0
    const on = (e: Event) => setToast({ text: String((e as CustomEvent).detail), n: ++n })
    window.addEventListener(EVENT, on)
    return () => window.removeEventListener(EVENT, on)
  }, [])
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => setToast(null), COPY_TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast])
  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {toast ? <p className={styles.toast}>{toast.text}</p> : null}
    </div>
  )
}
