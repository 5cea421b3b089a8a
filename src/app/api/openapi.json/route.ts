import { NextResponse } from 'next/server'

import { openApiDocument } from '@/http/openapi'

export const dynamic = 'force-static'

/**
 * GET /api/openapi.json — the public API as an OpenAPI 3.1 document (docs/features/public-api.md),
 * made from the calls' contracts. The same for every host and every build's code, with nothing
 * secret in it, so any cache may keep it for an hour.
 */
export function GET() {
  return NextResponse.json(openApiDocument(), {
    headers: { 'cache-control': 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400' },
  })
}
