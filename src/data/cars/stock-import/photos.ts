import type { PayloadRequest } from 'payload'

import type { Id } from '@/domain/ids'
import type { PhotoFetcher } from '@/integrations/stock-photos/fetch-photo'
import type { User } from '@/payload-types'

import { BATCH_CONTEXT } from './write'

/** Photos fetched at once: a slow host holds up a few slots, not the import. */
const CONCURRENCY = 4

export type PhotoJob = { line: number; stocknum: string; carId: Id; urls: string[] }
export type PhotoFailure = { line: number; stocknum: string; url: string; message: string }

async function inPool<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

/**
 * Fetches each car's photos into the tenant's media (a URL already fetched for this tenant is
 * reused, so a re-run downloads nothing) and sets them as the car's images in file order. A photo
 * that is missing or slow is left out and reported; the car is imported either way.
 */
export async function importPhotos(
  req: PayloadRequest,
  user: User,
  tenant: Id,
  jobs: PhotoJob[],
  fetchPhoto: PhotoFetcher,
): Promise<{ fetched: number; failed: PhotoFailure[] }> {
  const urls = [...new Set(jobs.flatMap((j) => j.urls))]
  const mediaOf = new Map<string, Id>()
  for (let i = 0; i < urls.length; i += 200) {
    const { docs } = await req.payload.find({
      collection: 'media',
      user,
      overrideAccess: false,
      depth: 0,
      pagination: false,
      select: { source_url: true },
      where: { and: [{ tenant: { equals: tenant } }, { source_url: { in: urls.slice(i, i + 200) } }] },
    })
    for (const m of docs) if (m.source_url) mediaOf.set(m.source_url, m.id)
  }
  const failed: PhotoFailure[] = []
  const firstJob = new Map<string, PhotoJob>()
  for (const job of jobs) for (const url of job.urls) if (!firstJob.has(url)) firstJob.set(url, job)
  let fetched = 0
  await inPool(
    urls.filter((u) => !mediaOf.has(u)),
    async (url) => {
      const job = firstJob.get(url)!
      const photo = await fetchPhoto(url)
      if ('error' in photo) {
        failed.push({ line: job.line, stocknum: job.stocknum, url, message: `Photo not fetched: ${photo.error}.` })
        return
      }
      const media = await req.payload.create({
        collection: 'media',
        data: { tenant: tenant as number, alt: job.stocknum, source_url: url },
        file: photo,
        user,
        overrideAccess: false,
      })
      mediaOf.set(url, media.id)
      fetched++
    },
  )
  for (const job of jobs) {
    const images = job.urls.map((u) => mediaOf.get(u)).filter((id): id is Id => id != null)
    await req.payload.update({
      collection: 'cars',
      id: job.carId,
      data: { images: images as number[] },
      user,
      overrideAccess: false,
      req,
      context: BATCH_CONTEXT,
    })
  }
  return { fetched, failed }
}
