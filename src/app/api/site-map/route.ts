import { NextResponse } from 'next/server'

import { isInternalRequest } from '@/access/internal-key'
import { getRedirectTables } from '@/data/sites/redirects'
import { getSiteMap } from '@/data/sites/sites'
import { apiError } from '@/http/api-error'

/**
 * The host allow-list for the proxy: every tenant's hosts and slugs, so only for this server's own
 * calls (the internal key header); anyone else gets a 404. Cached under the `sites` tag, which the
 * sites collection expires on every change, with each site's redirects (the `redirects` tag).
 */
export async function GET(request: Request) {
  if (!isInternalRequest(request)) return apiError(404, 'not_found', 'Not found.')
  const [map, redirects] = await Promise.all([getSiteMap(), getRedirectTables()])
  return NextResponse.json({ ...map, redirects }, { headers: { 'cache-control': 'no-store' } })
}
