import { assertPublicWebhookTarget } from '@/integrations/lead-delivery/target'

import { FEED_MAX_BYTES, FEED_TIMEOUT_MS, type FeedLimits, type FetchedFeed, tooLarge, tooSlow } from './types'

export type HttpFeed = {
  url: string
  auth: 'none' | 'basic' | 'header'
  username?: string | null
  /** The password (basic) or the header's value (header). */
  secret?: string | null
  headerName?: string | null
}

/** The address as the run history shows it: never a user name, password or query (it may hold a token). */
export const feedSourceLabel = (url: string) => {
  try {
    const u = new URL(url)
    return `${u.protocol}//${u.host}${u.pathname}`
  } catch {
    return 'an invalid address'
  }
}

/**
 * Fetches a feed file over HTTP(S): only from public addresses unless the operator allows internal
 * ones (the photo fetcher's guard), no redirects, within a time limit for the whole body, and never
 * more than the size limit (the transfer stops there). Failures are answers, not throws.
 */
export async function fetchHttpFeed(
  feed: HttpFeed,
  {
    timeoutMs = FEED_TIMEOUT_MS,
    maxBytes = FEED_MAX_BYTES,
    allowInternal = false,
  }: FeedLimits & { allowInternal?: boolean } = {},
): Promise<FetchedFeed> {
  const source = feedSourceLabel(feed.url)
  const headers: Record<string, string> = { accept: '*/*' }
  if (feed.auth === 'basic')
    headers.authorization = `Basic ${Buffer.from(`${feed.username ?? ''}:${feed.secret ?? ''}`).toString('base64')}`
  if (feed.auth === 'header' && feed.secret) headers[(feed.headerName || 'Authorization').toLowerCase()] = feed.secret
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  let refused: string | null = null
  try {
    const parsed = new URL(feed.url)
    if (parsed.protocol !== 'https:' && !(allowInternal && parsed.protocol === 'http:'))
      return { error: 'The feed address must start with https://.', source }
    await assertPublicWebhookTarget(feed.url, allowInternal)
    const res = await fetch(feed.url, { headers, redirect: 'manual', signal: controller.signal })
    if (res.status === 401 || res.status === 403)
      return { error: `The feed server refused the sign-in (HTTP ${res.status}).`, source }
    if (res.status !== 200) return { error: `The feed server answered HTTP ${res.status}.`, source }
    const declared = Number(res.headers.get('content-length'))
    if (Number.isFinite(declared) && declared > maxBytes) {
      controller.abort()
      return { error: tooLarge(maxBytes), source }
    }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength
      if (size > maxBytes) {
        refused = tooLarge(maxBytes)
        controller.abort()
        return { error: refused, source }
      }
      chunks.push(Buffer.from(chunk))
    }
    if (Number.isFinite(declared) && declared > 0 && size !== declared)
      return { error: `The feed arrived cut short (${size} of ${declared} bytes).`, source }
    return { body: Buffer.concat(chunks, size), source }
  } catch (err) {
    if (controller.signal.aborted) return { error: refused ?? tooSlow(timeoutMs), source }
    const message = err instanceof Error ? err.message : String(err)
    return { error: `The feed could not be fetched: ${message}`, source }
  } finally {
    clearTimeout(timer)
  }
}
