import path from 'node:path'

import { MEDIA_STATIC_DIR } from '@collections/Media'

/** Where Payload keeps uploads (the Media collection's staticDir), resolved from the app root. */
export const mediaDir = () => path.resolve(process.cwd(), MEDIA_STATIC_DIR)
