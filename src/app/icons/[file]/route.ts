import { apiError } from '@/http/api-error'

import { iconResponse, MANIFEST_ICON_SIZES } from '../../_site-icons/respond'

/** GET /icons/{192,512}.png — the manifest's icons for the site of the request. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const size = Number(/^(\d+)\.png$/.exec((await params).file)?.[1])
  if (!(MANIFEST_ICON_SIZES as readonly number[]).includes(size))
    return apiError(404, 'not_found', 'There is no such icon.')
  return iconResponse(request, size, 'png')
}
