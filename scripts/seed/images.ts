/**
 * Renders a tenant's image pool with sharp and stores it in the `media` collection through the
 * local API (so Payload makes the thumbnails). Idempotent: pictures are found by file name and
 * only missing ones are rendered; a document whose file went missing from the store (the disk or the
 * bucket, docs/features/media-storage.md "Media storage") gets it back.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Id } from '@/domain/ids'
import { storedFileExists } from '@/integrations/storage'

import type { ImagePool, PoolImage } from './image-pool'

/** Renders and uploads run two at a time: sharp and the database each get a core. */
const CONCURRENCY = 2

async function mapConcurrent<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await run(items[i]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** JPEG for photos (fast to decode for Payload's thumbnails), PNG for logos. */
async function render(image: PoolImage) {
  const svg = sharp(Buffer.from(image.svg()))
  const png = image.filename.endsWith('.png')
  const data = await (png ? svg.png() : svg.jpeg({ quality: 82 })).toBuffer()
  return { data, mimetype: png ? 'image/png' : 'image/jpeg', name: image.filename, size: data.length }
}

const isStored = (payload: Payload, filename: string) =>
  storedFileExists({
    collection: 'media',
    staticDir: payload.collections.media.config.upload.staticDir ?? 'media',
    filename,
  })

export type PoolResult = { pool: ImagePool; created: number }

export async function ensureImagePool(payload: Payload, tenant: Id, plan: PoolImage[]): Promise<PoolResult> {
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { in: plan.map((p) => p.filename) } },
    pagination: false,
    depth: 0,
    select: { filename: true, tenant: true },
  })
  const idByFile = new Map(existing.docs.map((d) => [d.filename!, d.id as Id]))
  const ownedElsewhere = new Set(
    existing.docs.filter((d) => String(d.tenant) !== String(tenant)).map((d) => d.filename!),
  )
  // Missing documents, files gone from the store, or a picture left behind by a deleted tenant.
  const gone = await mapConcurrent(
    plan,
    8,
    async (p) => idByFile.has(p.filename) && !(await isStored(payload, p.filename)),
  )
  const todo = plan.filter((p, i) => !idByFile.has(p.filename) || ownedElsewhere.has(p.filename) || gone[i])
  const context = { disableRevalidate: true }
  // The generated types assume SQL ids (numbers); on MongoDB they are strings.
  const data = (alt: string) => ({ alt, tenant: tenant as number })

  await mapConcurrent(todo, CONCURRENCY, async (image) => {
    const file = await render(image)
    const id = idByFile.get(image.filename)
    const doc = id
      ? await payload.update({
          collection: 'media',
          id,
          data: data(image.alt),
          file,
          overwriteExistingFiles: true,
          depth: 0,
          context,
        })
      : await payload.create({
          collection: 'media',
          data: data(image.alt),
          file,
          overwriteExistingFiles: true,
          depth: 0,
          context,
        })
    idByFile.set(image.filename, doc.id)
  })
  return { pool: Object.fromEntries(plan.map((p) => [p.key, idByFile.get(p.filename)!])), created: todo.length }
}
