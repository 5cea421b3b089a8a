/**
 * docs/features/security.md "Rate limits and bodies", "Bodies": the largest JSON (or other non-file) body any route
 * reads: 1 MB.
 */
export const JSON_BODY_MAX_BYTES = 1024 * 1024

/** The largest uploaded file (Payload's `upload.limits.fileSize`): a dealer's photo or brochure. */
export const UPLOAD_FILE_MAX_BYTES = 20 * 1024 * 1024

/** A whole multipart request: the file plus the document's fields beside it. */
export const UPLOAD_REQUEST_MAX_BYTES = UPLOAD_FILE_MAX_BYTES + JSON_BODY_MAX_BYTES
