import type { Endpoint, PayloadRequest } from 'payload'

import { parseReviewsCsv } from '@/domain/reviews/csv'
import { payloadRouteError } from '@/http/payload-routes'

import { importTenant } from './import-tenant'

/** A CSV of reviews is text; this bounds one import (ours). */
const MAX_BYTES = 512 * 1024

/**
 * POST /api/reviews/import-csv?tenant={id} with a CSV body (docs/features/locations.md "Locations, hours, service and
 * reviews", "Reviews"): columns location (slug), customer_name, rating, review_date (dd/MM/yyyy),
 * text, reply_text, reply_date, hidden. Staff only, into one of their own tenants; each review is
 * created with their access, so the wall and the location check of the collection apply. Answers
 * the count and the lines it skipped.
 */
export const importReviewsCsv: Endpoint = {
  path: '/import-csv',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const target = importTenant(req)
    if ('refused' in target) return target.refused
    const { tenant } = target
    // The admin panel sends {"csv": "…"} as JSON (Payload's routes take JSON or multipart only); a raw
    // CSV body still works for API clients that send one.
    const raw = (await req.text?.()) ?? ''
    let text = raw
    if ((req.headers?.get?.('content-type') ?? '').includes('application/json')) {
      try {
        const csv = (JSON.parse(raw) as { csv?: unknown }).csv
        if (typeof csv !== 'string') return payloadRouteError(400, 'invalid_body', 'Send the CSV as {"csv": "…"}.')
        text = csv
      } catch {
        return payloadRouteError(400, 'invalid_json', 'The body is not valid JSON.')
      }
    }
    if (new TextEncoder().encode(text).length > MAX_BYTES)
      return payloadRouteError(413, 'too_large', 'The file is too large (at most 512 KB).')
    const { rows, errors } = parseReviewsCsv(text)
    if (!rows.length && errors.length) return Response.json({ created: 0, errors }, { status: 400 })
    const slugs = [...new Set(rows.map((r) => r.location))]
    const { docs } = await req.payload.find({
      collection: 'locations',
      where: { and: [{ tenant: { equals: tenant } }, { slug: { in: slugs } }] },
      depth: 0,
      limit: slugs.length,
      pagination: false,
      select: { slug: true },
      req,
      // The tenant is the staff member's own (importTenant) and the query names it; the reviews below
      // are still created with their access. (With their access this unpaginated read is refused:
      // collections/hooks/bound-api-lists.ts keeps pagination=false for super-admins.)
      overrideAccess: true,
    })
    const bySlug = new Map(docs.map((d) => [d.slug, d.id]))
    let created = 0
    for (const [i, { location, ...row }] of rows.entries()) {
      const id = bySlug.get(location)
      if (id === undefined) {
        errors.push({ line: i + 2, message: `no location with the slug ${location}` })
        continue
      }
      await req.payload.create({
        collection: 'reviews',
        data: { ...row, location: id, tenant: Number(tenant) || tenant } as never,
        req,
        overrideAccess: false,
        user: req.user,
      })
      created++
    }
    return Response.json({ created, errors: errors.sort((a, b) => a.line - b.line) }, { status: created ? 201 : 400 })
  },
}
