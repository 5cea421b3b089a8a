/**
 * How long browsers, CDNs and the image optimiser keep an upload file (docs/features/caching.md "Caches, and what
 * expires each").
 * Files are public (src/access/staff.ts). A name is not reused while its document lives (Payload
 * saves a clash as `car-1.jpg`, and a replaced file gets a new name), but it can come back after a
 * delete, and the seed overwrites files in place: not content-addressed, so not `immutable`. A day
 * also bounds how long a deleted picture can still be seen.
 */
export const UPLOAD_FILE_CACHE_CONTROL = 'public, max-age=86400'

/** `upload.modifyResponseHeaders`: Payload calls it for files from the local disk and from the bucket. */
export const uploadCacheHeaders = ({ headers }: { headers: Headers }): Headers => {
  headers.set('Cache-Control', UPLOAD_FILE_CACHE_CONTROL)
  return headers
}
