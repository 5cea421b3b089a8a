import { META_PIXEL_SCRIPT_URL, tagScriptUrl, type ViewContent } from '@/domain/analytics/tags'

/** Browser-only helpers that load the site's third-party tags; nothing here runs on the server. */

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[][]
  loaded?: boolean
  version?: string
  push?: unknown
  callMethod?: (...a: unknown[]) => void
}
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void; fbq?: Fbq; _fbq?: Fbq }

/** Wait until the page has loaded and the main thread is idle, so a tag never competes with the page. */
export function whenIdle(run: () => void): () => void {
  let cancelled = false
  let cancelIdle = () => {}
  const go = () => {
    if (cancelled) return
    const fire = () => void (!cancelled && run())
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fire, { timeout: 5000 })
      cancelIdle = () => window.cancelIdleCallback(id)
    } else {
      const id = setTimeout(fire, 1500)
      cancelIdle = () => clearTimeout(id)
    }
  }
  if (document.readyState === 'complete') go()
  else window.addEventListener('load', go, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', go)
    cancelIdle()
  }
}

function addScript(src: string) {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.dataset.thirdPartyTag = ''
  script.onerror = () => console.warn(`third-party tag failed to load: ${src}`) // stock §8 analytics failure: warning only
  document.head.appendChild(script)
}

/** The Google tag: GTM-… through the tag manager's dataLayer, G-… through gtag. Idempotent. */
export function ensureGoogleTag(tagId: string) {
  const w = window as TagWindow
  if (document.querySelector('script[data-third-party-tag][src*="googletagmanager"]')) return
  w.dataLayer = w.dataLayer ?? []
  if (tagId.startsWith('GTM-')) {
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  } else {
    w.gtag = function gtag() {
      // gtag queues its arguments object, as Google's snippet does.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    w.gtag('js', new Date())
    w.gtag('config', tagId)
  }
  addScript(tagScriptUrl(tagId))
}

/** The Meta pixel: its queueing stub (Meta's snippet), init and PageView once per page load. */
export function ensureMetaPixel(pixelId: string): Fbq {
  const w = window as TagWindow
  if (!w.fbq) {
    const fbq: Fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue!.push(args)
    }
    fbq.queue = []
    fbq.loaded = true
    fbq.version = '2.0'
    fbq.push = fbq
    w.fbq = fbq
    w._fbq = w._fbq ?? fbq
    addScript(META_PIXEL_SCRIPT_URL)
    fbq('init', pixelId)
    fbq('track', 'PageView')
  }
  return w.fbq
}

export const trackViewContent = (pixelId: string, content: ViewContent) =>
  ensureMetaPixel(pixelId)('track', 'ViewContent', content)
