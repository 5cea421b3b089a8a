import { headers } from 'next/headers'

import { originFromHeaders } from '@/http/origin'

/**
 * The origin the shopper used, for absolute URLs in canonical links, Open Graph tags and JSON-LD.
 * The host is one the proxy already resolved through the site's allow-list.
 */
export async function requestOrigin(): Promise<string> {
  return originFromHeaders(await headers())
}
