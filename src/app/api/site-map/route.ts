import { NextResponse } from 'next/server'

import { getSiteMap } from '@/data/sites'

/**
 * The host allow-list for the proxy: public hosts and slugs only. Cached under the `sites` tag,
 * which the sites collection expires on every change.
 */
export async function GET() {
  return NextResponse.json(await getSiteMap(), { headers: { 'cache-control': 'no-store' } })
}
