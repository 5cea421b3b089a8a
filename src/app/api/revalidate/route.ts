import { revalidateTag } from 'next/cache'
import { z } from 'zod'

import { expirePages } from '@/cache/page-cache'
import { apiError } from '@/http/api-error'
import { isInternalRequest } from '@/http/internal-key'
import { readJson } from '@/http/read-json'

const Body = z.object({ tags: z.array(z.string().min(1).max(200)).min(1).max(50) })

/**
 * Expires cache tags for work that runs outside a request in this server: a scheduled publish run
 * by the jobs queue saves a page there, where Next has no cache store to expire
 * (src/data/revalidate.ts posts here). This server's own calls only (the internal key); anyone else
 * gets a 404.
 */
export async function POST(request: Request) {
  if (!isInternalRequest(request)) return apiError(404, 'not_found', 'Not found.')
  const body = await readJson(request, { maxBytes: 16_384, schema: Body, messages: 'Send the tags to expire.' })
  if (!body.ok) return body.response
  expirePages(body.data.tags)
  for (const tag of body.data.tags) revalidateTag(tag, { expire: 0 })
  return new Response(null, { status: 204 })
}
