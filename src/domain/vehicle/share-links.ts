/** spec: stock §4 / §9 share "the copy button shows 'Copied' for 1.5 s on the vehicle page". */
export const COPIED_NOTICE_MS = 1500

/** spec: stock §9 "Share window 550x400": the size of the window a share link opens. */
export const SHARE_WINDOW_WIDTH = 550
export const SHARE_WINDOW_HEIGHT = 400

export type ShareNetwork = 'facebook' | 'x' | 'linkedin'
export type ShareLink = { network: ShareNetwork; label: string; href: string }

/** The share links that open a window (stock §9), for a page's shared link (shareUrl) and title. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url)
  return [
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    {
      network: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ]
}

/**
 * window.open's features for the share window: 550x400 (stock §9), centred on the shopper's window
 * when its position is known.
 */
export function shareWindowFeatures(outer?: { left: number; top: number; width: number; height: number }): string {
  const size = `width=${SHARE_WINDOW_WIDTH},height=${SHARE_WINDOW_HEIGHT}`
  if (!outer) return `popup=yes,${size}`
  const left = Math.max(0, Math.round(outer.left + (outer.width - SHARE_WINDOW_WIDTH) / 2))
  const top = Math.max(0, Math.round(outer.top + (outer.height - SHARE_WINDOW_HEIGHT) / 2))
  return `popup=yes,${size},left=${left},top=${top}`
}
