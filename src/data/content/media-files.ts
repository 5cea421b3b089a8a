import { readStoredFile } from '@/integrations/storage'
import { MEDIA_STATIC_DIR } from '@collections/Media'

/**
 * A media upload's bytes by its file name, from the bucket or the local disk, whichever this
 * deployment stores uploads in (docs/features/media-storage.md "Media storage"); null when there is no such file.
 */
export const readMediaFile = (filename: string): Promise<Buffer | null> =>
  readStoredFile({ collection: 'media', staticDir: MEDIA_STATIC_DIR, filename })
