import { FAVICON_SIZE, iconResponse } from '../_site-icons/respond'

/** GET /favicon.ico — the site's icon, 32x32. */
export const GET = (request: Request) => iconResponse(request, FAVICON_SIZE, 'ico')
