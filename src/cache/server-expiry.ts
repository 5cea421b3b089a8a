import { loopbackUrl } from './loopback'

/**
 * Expires cache tags in Next's data cache of this server process from outside a request (a job this
 * server runs, or a change another instance made: src/cache/generation.ts): Next's `revalidateTag`
 * needs a request's cache store, so the tags are posted to this server's own /api/revalidate
 * (src/app/api/revalidate/route.ts). `nextOnly`: the pages are expired already, and the other
 * instances told (or the tags came from one of them), so the route expires Next's cache alone.
 * Only inside a Next server (the jobs worker has no Next cache). Answers what failed, if anything.
 */
export async function expireInThisServer(tags: string[], { nextOnly = false } = {}): Promise<string | null> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return null
  try {
    const { INTERNAL_KEY_HEADER, internalKey } = await import('@/access/internal-key')
    const res = await fetch(loopbackUrl('/api/revalidate'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_KEY_HEADER]: internalKey() },
      body: JSON.stringify({ tags, ...(nextOnly ? { next_only: true } : {}) }),
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    })
    return res.ok ? null : `status ${res.status}`
  } catch (err) {
    return err instanceof Error ? err.message : String(err)
  }
}
