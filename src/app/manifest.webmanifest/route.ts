import { manifestResponse } from '../_site-icons/respond'

/** GET /manifest.webmanifest — the site's web app manifest (issue 10 item 13). */
export const GET = (request: Request) => manifestResponse(request)
