'use client'

import { type MouseEvent, useSyncExternalStore } from 'react'

import { shareLinks, type ShareNetwork, shareWindowFeatures } from '@/domain/vehicle/share-links'
import { shareUrl } from '@/domain/vehicle/share-url'

import styles from './ShareButton.module.css'

const noSubscription = () => () => {}

/**
 * Share links beside the copy button that open a 550x400 window (stock §9 "Share window 550x400").
 * Plain links (new tab) without JavaScript; the origin is the shopper's, like the copy button's.
 */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  )
  const links = shareLinks(shareUrl(origin, path), title)

  const open = (e: MouseEvent<HTMLAnchorElement>, network: ShareNetwork) => {
    // The link of this click, from the shopper's origin now: a click just after hydration runs the
    // handler of the render with the server's empty origin, which shared a relative address.
    const href = shareLinks(shareUrl(window.location.origin, path), title).find((l) => l.network === network)!.href
    const features = shareWindowFeatures({
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    })
    const win = window.open(href, 'share', features)
    if (win) {
      win.opener = null
      e.preventDefault()
    }
  }

  return (
    <ul className={styles.links} aria-label="Share this car">
      {links.map((l) => (
        <li key={l.network}>
          <a
            href={l.href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.link}
            data-share={l.network}
            onClick={(e) => open(e, l.network)}
          >
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
