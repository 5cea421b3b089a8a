import { revalidateTag } from 'next/cache'
import { z } from 'zod'

import { isInternalRequest } from '@/access/internal-key'
import { expireGenerations } from '@/cache/generation'
import { apiError } from '@/http/api-error'
import { readJson } from '@/http/read-json'

// `next_only`: the pages are expired already and the other instances told (src/cache/server-expiry.ts).
const Body = z.object({ tags: z.array(z.string().min(1).max(200)).min(1).max(50), next_only: z.boolean().optional() })

/**
 * Expires cache tags for work that runs outside a request in this server: a scheduled publish run
 * by the jobs queue saves a page there, where Next has no cache store to expire, and a change another
 * instance made reaches this one's Next cache here (src/cache/server-expiry.ts posts here). This server's own calls only (the internal key); anyone else
 * gets a 404.
 */
export async function POST(request: Request) {
  if (!isInternalRequest(request)) return apiError(404, 'not_found', 'Not found.')
  const body = await readJson(request, { maxBytes: 16_384, schema: Body, messages: 'Send the tags to expire.' })
  if (!body.ok) return body.response
  if (!body.data.next_only) expireGenerations(body.data.tags)
  for (const tag of body.data.tags) revalidateTag(tag, { expire: 0 })
  return new Response(null, { status: 204 })
}
