import { manifestResponse } from '../_site-icons/respond'

/** GET /manifest.webmanifest — the site's web app manifest. */
export const GET = (request: Request) => manifestResponse(request)
