import type { CollectionConfig } from 'payload'

import { isStaff, isStaffOrFileRead } from '@/access/staff'
import { tags } from '@/cache/tags'

import { missingFileNotFound } from '../hooks/missing-file-not-found'
import { revalidates } from '../hooks/revalidates'
import { uploadCacheHeaders } from '../hooks/upload-cache'

/**
 * Loaders that show pictures (offers, banners, pages, posts, models, the site's logo) cache the
 * populated upload: an alt text edit, a new focal point or a delete expires them.
 */
const expire = revalidates('media', tags.sites)

/** Where uploads are stored, relative to the app root (src/data/content/media-files.ts resolves it). */
export const MEDIA_STATIC_DIR = 'data/media'

/** Images and documents. Files are public (they appear on dealer sites); the documents and editing are staff only. */
export const Media: CollectionConfig = {
  slug: 'media',
  // Relationship and upload fields name a file by its file name (Payload's own title for uploads).
  admin: { useAsTitle: 'filename', group: 'Content' },
  access: { read: isStaffOrFileRead, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: MEDIA_STATIC_DIR,
    handlers: [missingFileNotFound(MEDIA_STATIC_DIR)],
    modifyResponseHeaders: uploadCacheHeaders,
    mimeTypes: ['image/*', 'application/pdf', 'video/mp4'],
    imageSizes: [{ name: 'thumb', width: 300, height: 200, position: 'centre' }],
    adminThumbnail: 'thumb',
    focalPoint: true,
  },
  hooks: expire.hooks,
  fields: [
    { name: 'alt', label: 'Alt text', type: 'text', required: true, defaultValue: '' },
    {
      name: 'source_url',
      label: 'Fetched from',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'The address a stock import fetched this photo from.' },
    },
  ],
}
