'use client'

import { useEffect, useRef, useState } from 'react'

import { COPIED_NOTICE_MS } from '@/domain/vehicle/share-links'
import { shareUrl } from '@/domain/vehicle/share-url'

import styles from './ShareButton.module.css'

export type ShareButtonProps = { path: string }

/** Copies text with the Clipboard API, or a hidden textarea where it is missing (plain http, old browsers). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no Clipboard API')
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.appendChild(area)
    area.select()
    try {
      return document.execCommand('copy')
    } catch {
      return false
    } finally {
      area.remove()
    }
  }
}

/**
 * Share: copies the page's shared link (origin + path, trailing slash removed; stock §2) and shows
 * 'Copied' for 1.5 s (stock §4 "Share: the copy button shows 'Copied' for 1.5 s on the vehicle page",
 * §9). It copies on every device; the spec has no share sheet.
 */
export function ShareButton({ path }: ShareButtonProps) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), [])

  const share = async () => {
    const url = shareUrl(window.location.origin, path)
    if (!(await copyText(url))) {
      console.warn(`Share: could not copy ${url}`)
      return
    }
    setCopied(true)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_NOTICE_MS)
  }

  return (
    <button
      type="button"
      className={styles.share}
      onClick={share}
      aria-live="polite"
      data-copied={copied || undefined}
      data-testid="share-button"
    >
      {copied ? 'Copied' : 'Share'}
    </button>
  )
}
