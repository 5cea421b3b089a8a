'use client'

import { useEffect, useRef, useState } from 'react'

import { COPIED_NOTICE_MS } from '@/domain/vehicle/constants'
import { shareUrl } from '@/domain/vehicle/shareUrl'

import styles from './ShareButton.module.css'

export type ShareButtonProps = { path: string; title: string }

/** Copies text with the Clipboard API, or a hidden textarea where it is missing (plain http, old browsers). */
async function copyText(text: string): Promise<boolean> {
  try {
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

/** Touch devices with a share sheet get it; everyone else gets the link copied. */
const shareSheet = () =>
  typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches ? navigator.share.bind(navigator) : null

/**
 * Share: copies the page's shared link (origin + path, trailing slash removed; stock §2) and shows
 * 'Copied' for 1.5 s (stock §4 "Share", §9). On touch devices with a share sheet, opens it instead.
 */
export function ShareButton({ path, title }: ShareButtonProps) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), [])

  const share = async () => {
    const url = shareUrl(window.location.origin, path)
    const sheet = shareSheet()
    if (sheet) {
      try {
        await sheet({ title, url })
        return
      } catch (err) {
        if ((err as Error)?.name === 'AbortError') return // the shopper closed the sheet
      }
    }
    if (!(await copyText(url))) {
      console.warn(`Share: could not copy ${url}`)
      return
    }
    setCopied(true)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_NOTICE_MS)
  }

  return (
    <button type="button" className={styles.share} onClick={share} aria-live="polite" data-copied={copied || undefined} data-testid="share-button">
      {copied ? 'Copied' : 'Share'}
    </button>
  )
}
