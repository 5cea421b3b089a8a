import fs from 'node:fs/promises'
import path from 'node:path'

import type { CollectionSlug, PayloadRequest } from 'payload'

/**
 * Upload handler: a file name that is not on the disk answers 404 instead of Payload's 500
 * "Something went wrong" (`/api/media/file/nope.jpg`: bad input must be a 4xx, never a 500). An
 * existing file falls through to Payload's own streaming (returning nothing). With the files in a
 * bucket (docs/features/media-storage.md "Media storage") the disk is not where they are: the storage plugin answers for them.
 */
export const missingFileNotFound =
  (staticDir: string) =>
  (
    req: PayloadRequest,
    { params }: { params: { collection: string; filename: string } },
  ): Promise<void> | Promise<Response> => {
    if (req.payload.collections[params.collection as CollectionSlug]?.config.upload.disableLocalStorage)
      return Promise.resolve()
    const dir = path.resolve(staticDir)
    const file = path.resolve(dir, params.filename)
    if (!file.startsWith(dir + path.sep)) return Promise.resolve() // Payload answers 400 for a path outside the folder
    return fs.stat(file).then(
      () => undefined,
      () =>
        Response.json(
          { errors: [{ message: 'Not Found' }] },
          { status: 404, headers: { 'cache-control': 'no-store' } },
        ),
    ) as Promise<void> | Promise<Response>
  }
