import { APPLE_TOUCH_SIZE, iconResponse } from '../_site-icons/respond'

/** GET /apple-touch-icon.png — the site's home-screen icon, 180x180. */
export const GET = (request: Request) => iconResponse(request, APPLE_TOUCH_SIZE, 'png')
