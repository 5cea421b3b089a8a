import type { Endpoint, PayloadRequest } from 'payload'

import { roleOf, isSuperAdminUser } from '@/access/roles'
import { tenantIdsOf } from '@/access/tenants'
import { parseReviewsCsv } from '@/domain/reviews/csv'

/** A CSV of reviews is text; this bounds one import (ours). */
const MAX_BYTES = 512 * 1024

const fail = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status, headers: { 'cache-control': 'no-store' } })

/**
 * POST /api/reviews/import-csv?tenant={id} with a CSV body (issue 15 §3 "CSV import in the admin"):
 * columns location (slug), customer_name, rating, review_date (dd/MM/yyyy), text, reply_text,
 * reply_date, hidden. Staff only, into one of their own tenants; each review is created with their
 * access, so the wall and the location check of the collection apply. Answers the count and the
 * lines it skipped.
 */
export const importReviewsCsv: Endpoint = {
  path: '/import-csv',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!roleOf(req.user)) return fail(401, 'unauthorised', 'Sign in as staff to import reviews.')
    const tenant = new URL(req.url ?? '', 'http://x').searchParams.get('tenant') ?? ''
    if (!tenant || (!isSuperAdminUser(req.user) && !tenantIdsOf(req.user as never).includes(tenant))) {
      return fail(403, 'forbidden_tenant', 'Choose one of your own dealers (tenant) to import into.')
    }
    const text = (await req.text?.()) ?? ''
    if (new TextEncoder().encode(text).length > MAX_BYTES)
      return fail(413, 'too_large', 'The file is too large (at most 512 KB).')
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
      overrideAccess: false,
      user: req.user,
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
