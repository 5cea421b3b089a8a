import { assertPublicWebhookTarget } from '@/integrations/lead-delivery/target'

/** spec: none; ours. A dealer feed's photo host may be slow: one photo waits at most this long. */
export const PHOTO_TIMEOUT_MS = 8_000
/** The largest photo fetched (Payload's upload limit is 20 MB; a listing photo is far smaller). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024

export type FetchedPhoto = { data: Buffer; mimetype: string; name: string; size: number }
export type PhotoFetcher = (url: string) => Promise<FetchedPhoto | { error: string }>

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
}

/**
 * Fetches one photo by URL for a stock import. The same guard as lead webhooks: only public
 * addresses (a staff member's file must not make the server fetch its own database or a cloud
 * metadata endpoint), no redirects, an image content type, bounded size and time. Failures are
 * answers, not throws: a missing photo never stops an import.
 */
export function photoFetcher({
  allowInternal = process.env.STOCK_PHOTOS_ALLOW_INTERNAL === 'true',
  timeoutMs = PHOTO_TIMEOUT_MS,
} = {}): PhotoFetcher {
  return async (url) => {
    try {
      const parsed = new URL(url)
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { error: 'not an http(s) address' }
      await assertPublicWebhookTarget(url, allowInternal)
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
      if (res.status !== 200) return { error: `answered ${res.status}` }
      const mimetype = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
      if (!EXT[mimetype]) return { error: `not a photo (${mimetype || 'no content type'})` }
      const declared = Number(res.headers.get('content-length'))
      if (Number.isFinite(declared) && declared > PHOTO_MAX_BYTES) return { error: 'larger than 15 MB' }
      const data = Buffer.from(await res.arrayBuffer())
      if (data.byteLength > PHOTO_MAX_BYTES) return { error: 'larger than 15 MB' }
      const base =
        parsed.pathname
          .split('/')
          .pop()
          ?.replace(/\.[^.]*$/, '')
          .replace(/[^a-zA-Z0-9_-]+/g, '-')
          .slice(0, 60) || 'photo'
      return { data, mimetype, name: `${base}.${EXT[mimetype]}`, size: data.byteLength }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      return { error: /abort|timeout/i.test(message) ? `no answer within ${timeoutMs / 1000} s` : message }
    }
  }
}
