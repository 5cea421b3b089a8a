import { s3Storage } from '@payloadcms/storage-s3'
import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  CollectionSlug,
  Config,
  Plugin,
  UploadCollectionSlug,
  Where,
} from 'payload'

import { s3ClientConfig, s3Settings } from './settings'

type Env = Record<string, string | undefined>
type Upload = Exclude<CollectionConfig['upload'], boolean | undefined>
type FileHandler = NonNullable<Upload['handlers']>[number]

const notFound = () =>
  Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'cache-control': 'no-store' } })

/** The document that owns a file name: the original or one of its sizes (as Payload's own file access asks). */
const byFilename = (filename: string, upload: Upload): Where => ({
  or: [
    { filename: { equals: filename } },
    ...(upload.imageSizes ?? []).map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: filename } })),
  ],
})

/**
 * Payload hands a file handler the document only when the read access returned a query (a staff
 * member's tenants). When it returned `true` (anyone may fetch a file, src/access/staff.ts), the S3
 * handler looks the document up itself under the collection's read access, which denies anonymous
 * callers, and answers 500. The access check has already passed here, so the document is looked up
 * as Payload's own check does, and an unknown name is a 404.
 */
function withFileDocument(collection: CollectionConfig, upload: Upload): Upload {
  const handlers = upload.handlers ?? []
  const served: FileHandler = async (req, args): Promise<Response> => {
    const doc =
      args.doc ??
      (await req.payload.db.findOne({
        collection: collection.slug as CollectionSlug,
        req,
        where: byFilename(args.params.filename, upload),
      }))
    if (!doc) return notFound()
    for (const handler of handlers) {
      const response = await handler(req, { ...args, doc })
      if (response instanceof Response) return response
    }
    return notFound() // the storage plugin's handler answers every name it is given; this is not reached
  }
  return { ...upload, handlers: [served] }
}

/**
 * The storage plugin keeps its state for a write in `req.context` (the incoming file, and a flag that
 * skips the upload while it writes the upload's metadata back). A local API call hands the caller's
 * `context` object over as is, so a caller that passes one object to several writes (the seed's
 * SEED_CONTEXT, a test's `ctx`) got that state back on the next write: with `depth: 0` the skip flag
 * stayed set and every later upload was left out of the bucket, and an edit without a file uploaded
 * the previous write's file over the document's own (both measured against s3rver). Each write to an
 * upload collection works on its own copy.
 */
const ownStorageState: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create' || operation === 'update') req.context = { ...req.context }
  return args
}

/**
 * Uploads on S3-compatible storage when `S3_BUCKET` is set (docs/features/media-storage.md "Media storage"), for every upload
 * collection, each under a folder named after it; otherwise on the local disk as before. Files are
 * still served by Payload's file route at the same address (`/api/{collection}/file/{name}`), so
 * its access rules, the tenant walls and the image optimiser's local pattern hold either way. The
 * plugin's fields (`prefix`, `_objectKey`) are in the schema with or without a bucket, so one set of
 * migrations fits both.
 */
export function mediaStorage(env: Env = process.env): Plugin {
  return async (config: Config) => {
    const settings = s3Settings(env)
    const uploads = (config.collections ?? []).filter((c) => c.upload)
    const api = `${config.serverURL ?? ''}${config.routes?.api ?? '/api'}`
    const stored = await s3Storage({
      enabled: Boolean(settings),
      alwaysInsertFields: true,
      bucket: settings?.bucket ?? '',
      config: settings ? s3ClientConfig(settings) : {},
      collections: Object.fromEntries(
        uploads.map((c) => [
          c.slug as UploadCollectionSlug,
          {
            prefix: c.slug,
            // Payload's own address, not the bucket's: the file route stays the one door to files.
            generateFileURL: ({ filename }: { filename: string }) =>
              `${api}/${c.slug}/file/${encodeURIComponent(filename)}`,
          },
        ]),
      ),
    })(config)
    if (!settings) return stored
    const original = new Map(uploads.map((c) => [c.slug, c.upload]))
    return {
      ...stored,
      collections: stored.collections?.map((c) => {
        if (!original.has(c.slug) || typeof c.upload !== 'object') return c
        const before = original.get(c.slug)
        // The plugin lets the server fetch from localhost outside production; keep the collection's own rule.
        const skipSafeFetch = typeof before === 'object' ? before.skipSafeFetch : undefined
        return {
          ...c,
          hooks: { ...c.hooks, beforeOperation: [...(c.hooks?.beforeOperation ?? []), ownStorageState] },
          upload: { ...withFileDocument(c, c.upload), skipSafeFetch },
        }
      }),
    }
  }
}
