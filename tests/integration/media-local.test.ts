import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/(payload)/api/[...slug]/route'
import { storageProbe } from '@/integrations/storage'
import type { Media } from '@/payload-types'
import { UPLOAD_FILE_CACHE_CONTROL } from '@collections/hooks/upload-cache'
import { MEDIA_STATIC_DIR } from '@collections/Media'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

// docs/features/media-storage.md "Media storage": without S3_BUCKET uploads stay on the local disk (data/media) and are
// served by the same file route, with the same cache rule as from a bucket (tests/integration/media-s3).
const ctx = { disableRevalidate: true }
let payload: Payload
let w: World
let doc: Media
let bytes: Buffer

beforeAll(async () => {
  expect(process.env.S3_BUCKET ?? '').toBe('') // this file is about the local disk
  payload = await testPayload()
  w = await makeWorld(payload, 'Local', 0)
  bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1d3557' } })
    .png()
    .toBuffer()
  doc = await payload.create({
    collection: 'media',
    data: { tenant: w.tenant.id, alt: 'On the disk' },
    file: { data: bytes, mimetype: 'image/png', name: `local-${w.slug}.png`, size: bytes.length },
    context: ctx,
  })
})

afterAll(() => payload.delete({ collection: 'media', id: doc.id, context: ctx }))

const fetchFile = (address: string) => {
  const host = siteHost(w.slug)
  const slug = address
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  return GET(new Request(`http://${host}${address}`, { headers: { host } }), { params: Promise.resolve({ slug }) })
}

describe('media on the local disk', () => {
  it('writes the file and its sizes to data/media, at the same address as from a bucket', () => {
    expect(doc.url).toBe(`/api/media/file/${doc.filename}`)
    expect(existsSync(path.resolve(MEDIA_STATIC_DIR, doc.filename!))).toBe(true)
    expect(existsSync(path.resolve(MEDIA_STATIC_DIR, doc.sizes!.thumb!.filename!))).toBe(true)
  })

  it("serves it to anyone with a day's cache", async () => {
    const res = await fetchFile(doc.url!)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe(UPLOAD_FILE_CACHE_CONTROL)
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('answers 404 for a name that is not on the disk', async () => {
    expect((await fetchFile('/api/media/file/not-on-this-disk.png')).status).toBe(404)
  })

  it('is what the storage probe checks', async () => {
    const probe = storageProbe()
    expect(probe.kind).toBe('local')
    await expect(probe.check()).resolves.toBeUndefined()
  })
})
