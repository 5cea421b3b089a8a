import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readStoredFile, storageProbe, storedFileExists } from '@/integrations/storage'
import type { Media } from '@/payload-types'
import { UPLOAD_FILE_CACHE_CONTROL } from '@collections/hooks/upload-cache'
import { MEDIA_STATIC_DIR } from '@collections/Media'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'
import { type ObjectStore, startObjectStore } from '../support/object-store/server'

// Architecture "Scale path": "Media on object storage (`@payloadcms/storage-s3`)"; docs/features/media-storage.md "Media
// storage". The app runs against a real S3 protocol server on loopback (s3rver), the stand-in for
// the object store a deployment uses. Payload's config reads S3_* when it is imported, so this file
// sets them first and loads the routes (which import the config) after (each test file has its own
// config and Payload).
type Routes = {
  rest: typeof import('@/app/(payload)/api/[...slug]/route')
  pdfOf: (typeof import('@/app/api/vehicles/[slug]/pdf/route'))['GET']
  favicon: (typeof import('@/app/favicon.ico/route'))['GET']
}
let routes: Routes
const ctx = { disableRevalidate: true }
const PASSWORD = 'correct-horse-battery'
let store: ObjectStore
let payload: Payload
let a: World
let b: World
const token: Record<'a' | 'b', string> = { a: '', b: '' }
const savedEnv: Record<string, string | undefined> = {}

beforeAll(async () => {
  store = await startObjectStore()
  for (const [name, value] of Object.entries(store.env)) {
    savedEnv[name] = process.env[name]
    process.env[name] = value
  }
  routes = {
    rest: await import('@/app/(payload)/api/[...slug]/route'),
    pdfOf: (await import('@/app/api/vehicles/[slug]/pdf/route')).GET,
    favicon: (await import('@/app/favicon.ico/route')).GET,
  }
  payload = await testPayload()
  a = await makeWorld(payload, 'Albury', 1)
  b = await makeWorld(payload, 'Bendigo', 1)
  for (const [key, world] of [
    ['a', a],
    ['b', b],
  ] as const) {
    const login = await payload.login({ collection: 'users', data: { email: world.staff.email, password: PASSWORD } })
    token[key] = login.token!
  }
})

afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await store?.close()
})

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** One call through the REST route's own handler, as Next hands it over (every gate included). */
async function api(
  method: Method,
  address: string,
  opts: { as?: 'a' | 'b'; host?: string; headers?: Record<string, string>; body?: Uint8Array; type?: string } = {},
): Promise<Response> {
  const host = opts.host ?? 'localhost'
  const url = new URL(address, `http://${host}`)
  const headers = new Headers({ host, ...opts.headers })
  if (opts.as) headers.set('authorization', `JWT ${token[opts.as]}`)
  if (opts.body) {
    headers.set('content-type', opts.type!)
    headers.set('content-length', String(opts.body.length))
  }
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const request = new Request(url, { method, headers, body: opts.body as BodyInit | undefined })
  return routes.rest[method](request, { params: Promise.resolve({ slug }) })
}

/** A staff member's upload form: the file and the document's fields, as the admin sends them. */
async function form(fields: Record<string, unknown>, file: { name: string; bytes: Buffer; type: string }) {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  body.append('_payload', JSON.stringify(fields))
  const encoded = new Response(body)
  return { body: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! }
}

const png = (colour: string, width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()

let counter = 0
const uniqueName = (stem: string) => `${stem}-${Date.now().toString(36)}-${counter++}.png`

async function upload(as: 'a' | 'b', world: World, bytes: Buffer, name = uniqueName('photo')): Promise<Media> {
  const res = await api('POST', '/api/media', {
    as,
    ...(await form({ alt: 'Front three-quarter', tenant: world.tenant.id }, { name, bytes, type: 'image/png' })),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { doc: Media }).doc
}

const keysOf = (doc: Media) => [`media/${doc.filename}`, `media/${doc.sizes!.thumb!.filename}`]
const object = async (key: string) =>
  Buffer.from(await (await store.client.getObject({ Bucket: store.bucket, Key: key })).Body!.transformToByteArray())
const onLocalDisk = (filename: string) => existsSync(path.resolve(MEDIA_STATIC_DIR, filename))
/** An anonymous shopper's browser on a dealer site (or the image optimiser) fetching a file. */
const fetchFile = (address: string, headers: Record<string, string> = {}) =>
  api('GET', address, { host: siteHost(a.slug), headers })

describe('uploads go to the bucket (docs/features/media-storage.md "Media storage")', () => {
  it('stores the file and its sizes under media/ in the bucket and writes nothing to data/media', async () => {
    const bytes = await png('#2a9d8f')
    const doc = await upload('a', a, bytes)
    expect(doc.url).toBe(`/api/media/file/${doc.filename}`) // the same address as on the local disk
    expect(doc.sizes?.thumb?.url).toBe(`/api/media/file/${doc.sizes!.thumb!.filename}`)
    expect(await store.keys()).toEqual(expect.arrayContaining(keysOf(doc)))
    expect((await object(`media/${doc.filename}`)).equals(bytes)).toBe(true)
    expect(await sharp(await object(`media/${doc.sizes!.thumb!.filename}`)).metadata()).toMatchObject({
      width: 300,
      height: 200,
    })
    expect(onLocalDisk(doc.filename!)).toBe(false)
    expect(onLocalDisk(doc.sizes!.thumb!.filename!)).toBe(false)
  })

  it("serves a file to anyone through Payload's file route, from the bucket, with a day's cache", async () => {
    const bytes = await png('#e76f51')
    const doc = await upload('a', a, bytes)
    const res = await fetchFile(doc.url!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe(UPLOAD_FILE_CACHE_CONTROL)
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
    const thumb = await fetchFile(doc.sizes!.thumb!.url!)
    expect(thumb.status).toBe(200)
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ width: 300, height: 200 })
    // A browser or CDN revalidating its copy gets a 304 with the same cache rule.
    const etag = res.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await fetchFile(doc.url!, { 'if-none-match': etag! })
    expect(again.status).toBe(304)
    expect(again.headers.get('cache-control')).toBe(UPLOAD_FILE_CACHE_CONTROL)
  })

  it('answers 404 for a file name no document has', async () => {
    const res = await fetchFile('/api/media/file/nobody-uploaded-this.png')
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('replaces a file: the new one gets its own name, the old objects leave the bucket', async () => {
    const name = uniqueName('replaced')
    const doc = await upload('a', a, await png('#264653'), name)
    const newer = await png('#f4a261')
    const res = await api('PATCH', `/api/media/${doc.id}`, {
      as: 'a',
      ...(await form({ alt: 'Replaced' }, { name, bytes: newer, type: 'image/png' })),
    })
    expect(res.status).toBe(200)
    const replaced = ((await res.json()) as { doc: Media }).doc
    expect(replaced.filename).not.toBe(doc.filename) // a new address: no cache can hand out the old picture
    const keys = await store.keys()
    expect(keys).toEqual(expect.arrayContaining(keysOf(replaced)))
    for (const gone of keysOf(doc)) expect(keys).not.toContain(gone)
    expect((await fetchFile(doc.url!)).status).toBe(404)
    const served = await fetchFile(replaced.url!)
    expect(Buffer.from(await served.arrayBuffer()).equals(newer)).toBe(true)
    expect(onLocalDisk(replaced.filename!)).toBe(false)
  })

  it("deletes a file: the document's objects, original and sizes, leave the bucket", async () => {
    const doc = await upload('a', a, await png('#8ab17d'))
    expect(await store.keys()).toEqual(expect.arrayContaining(keysOf(doc)))
    const res = await api('DELETE', `/api/media/${doc.id}`, { as: 'a' })
    expect(res.status).toBe(200)
    const keys = await store.keys()
    for (const gone of keysOf(doc)) expect(keys).not.toContain(gone)
    expect((await fetchFile(doc.url!)).status).toBe(404)
  })
})

describe('writes through the local API that share one context object (the seed, batch jobs, tests)', () => {
  it('put every upload in the bucket, and an edit without a file keeps the picture', async () => {
    const shared = { disableRevalidate: true }
    const files = await Promise.all(['#111111', '#222222', '#333333'].map((c) => png(c)))
    const docs: Media[] = []
    for (const data of files)
      docs.push(
        await payload.create({
          collection: 'media',
          data: { tenant: a.tenant.id, alt: 'Batch' },
          file: { data, mimetype: 'image/png', name: uniqueName('batch'), size: data.length },
          depth: 0,
          context: shared,
        }),
      )
    expect(await store.keys()).toEqual(expect.arrayContaining(docs.flatMap(keysOf)))
    const other = await upload('a', a, await png('#444444'))
    await payload.update({ collection: 'media', id: other.id, data: { alt: 'Edited' }, context: shared })
    const kept = await object(`media/${other.filename}`)
    expect(await centre(kept)).toEqual([0x44, 0x44, 0x44])
  })
})

// Architecture "Walls": staff of tenant A see and edit nothing of tenant B; media are served publicly
// only as files (src/access/staff.ts isStaffOrFileRead), never as a list or a document.
describe('tenant walls on media in the bucket', () => {
  let mine: Media
  let bytes: Buffer
  beforeAll(async () => {
    bytes = await png('#9b5de5')
    mine = await upload('a', a, bytes)
  })

  it("staff of tenant B can neither read, list, change nor delete tenant A's media", async () => {
    // Payload's answers: a read of a document outside the caller's tenants is 404, a write 403.
    expect((await api('GET', `/api/media/${mine.id}`, { as: 'b' })).status).toBe(404)
    const list = (await (await api('GET', '/api/media?limit=100&depth=0', { as: 'b' })).json()) as { docs: Media[] }
    expect(list.docs.map((d) => d.id)).not.toContain(mine.id)
    const patch = await api('PATCH', `/api/media/${mine.id}`, {
      as: 'b',
      ...(await form({ alt: 'Defaced' }, { name: 'defaced.png', bytes: await png('#000000'), type: 'image/png' })),
    })
    expect(patch.status).toBe(403)
    expect((await api('DELETE', `/api/media/${mine.id}`, { as: 'b' })).status).toBe(403)
    const untouched = await payload.findByID({ collection: 'media', id: mine.id, depth: 0 })
    expect([untouched.filename, untouched.alt]).toEqual([mine.filename, mine.alt])
    expect(await store.keys()).toEqual(expect.arrayContaining(keysOf(mine)))
    expect((await object(`media/${mine.filename}`)).equals(bytes)).toBe(true)
  })

  it("staff of tenant B cannot fetch tenant A's file through the admin; tenant A's staff can", async () => {
    // As on the local disk: a signed-in staff member's file read is limited to their tenants.
    expect((await api('GET', mine.url!, { as: 'b' })).status).toBe(403)
    const own = await api('GET', mine.url!, { as: 'a' })
    expect(own.status).toBe(200)
    expect(Buffer.from(await own.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it("staff of tenant B cannot reach tenant A's objects through the storage plugin's folder fields", async () => {
    // The plugin's `prefix` and `_objectKey` say where a document's objects are, and a staff member
    // may send them. A file address names no folder: a file name stays unique in its collection…
    const clash = await api('POST', '/api/media', {
      as: 'b',
      ...(await form(
        { alt: 'Lookalike', tenant: b.tenant.id, prefix: 'media/elsewhere' },
        { name: mine.filename!, bytes: await png('#000000'), type: 'image/png' },
      )),
    })
    expect(clash.status).toBe(400)
    expect(JSON.stringify(await clash.json())).toMatch(/unique/i)
    expect(Buffer.from(await (await fetchFile(mine.url!)).arrayBuffer()).equals(bytes)).toBe(true)
    // …and a folder outside the collection's is kept inside it.
    const res = await api('POST', '/api/media', {
      as: 'b',
      ...(await form(
        { alt: 'Elsewhere', tenant: b.tenant.id, prefix: '../make-logos', _objectKey: '../../media' },
        { name: uniqueName('elsewhere'), bytes: await png('#000000'), type: 'image/png' },
      )),
    })
    expect(res.status).toBe(201)
    const elsewhere = ((await res.json()) as { doc: Media }).doc
    const keys = (await store.keys()).filter((k) => k.endsWith(elsewhere.filename!))
    expect(keys.length).toBe(1)
    expect(keys[0]!.startsWith('media/')).toBe(true)
    expect((await api('DELETE', `/api/media/${elsewhere.id}`, { as: 'b' })).status).toBe(200)
    expect(await store.keys()).toEqual(expect.arrayContaining(keysOf(mine)))
  })

  it('an anonymous caller gets the file (sites show it) but not the document or the list', async () => {
    expect((await fetchFile(mine.url!)).status).toBe(200)
    expect((await api('GET', `/api/media/${mine.id}`)).status).toBe(403)
    expect((await api('GET', '/api/media')).status).toBe(403)
  })
})

const imageCount = (doc: PDFDocument) =>
  doc.context
    .enumerateIndirectObjects()
    .filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length

const centre = async (image: Buffer) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels
  return [data[i], data[i + 1], data[i + 2]]
}

describe('with nothing on the local disk, every picture is served from the bucket', () => {
  let logo: Media
  let photo: Media
  let makeLogo: { filename?: string | null; url?: string | null }
  const decoys: string[] = []

  beforeAll(async () => {
    logo = await upload('a', a, await png('#ff0000', 200, 100), uniqueName('logo'))
    photo = await upload('a', a, await png('#00ff00'), uniqueName('car'))
    await payload.update({ collection: 'sites', id: a.site.id, data: { logo: logo.id }, context: ctx })
    await payload.update({ collection: 'cars', id: a.cars[0]!.id, data: { images: [photo.id] }, context: ctx })
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    makeLogo = await payload.create({
      collection: 'make-logos',
      data: { make: `Make ${Date.now().toString(36)}` },
      file: {
        data: svg,
        mimetype: 'image/svg+xml',
        name: uniqueName('badge').replace('.png', '.svg'),
        size: svg.length,
      },
      context: ctx,
    })
    // Blue pictures of the same names on the local disk: a read that went there would show them.
    await mkdir(path.resolve(MEDIA_STATIC_DIR), { recursive: true })
    for (const doc of [logo, photo]) {
      const decoy = path.resolve(MEDIA_STATIC_DIR, doc.filename!)
      await writeFile(decoy, await png('#0000ff'))
      decoys.push(decoy)
    }
  })

  afterAll(async () => {
    await Promise.all(decoys.map((f) => rm(f, { force: true })))
    await payload.update({ collection: 'sites', id: a.site.id, data: { logo: null }, context: ctx })
  })

  it('writes no upload of any collection to the local disk', async () => {
    expect(await store.keys()).toEqual(expect.arrayContaining([`make-logos/${makeLogo.filename}`]))
    expect(existsSync(path.resolve('data/make-logos', makeLogo.filename!))).toBe(false)
    expect(onLocalDisk(photo.sizes!.thumb!.filename!)).toBe(false)
  })

  it('serves files, make logos, the site icon and the PDF picture from the bucket, not the disk', async () => {
    const file = await fetchFile(photo.url!)
    expect(await centre(Buffer.from(await file.arrayBuffer()))).toEqual([0, 255, 0])
    const badge = await fetchFile(makeLogo.url!)
    expect(badge.status).toBe(200)
    expect(badge.headers.get('content-type')).toBe('image/svg+xml')
    expect(badge.headers.get('content-security-policy')).toBeTruthy() // an SVG cannot run script here

    const icon = await routes.favicon(
      new Request(`http://${siteHost(a.slug)}/favicon.ico`, { headers: { host: siteHost(a.slug) } }),
    )
    expect(icon.status).toBe(200)
    const ico = Buffer.from(await icon.arrayBuffer())
    expect(await centre(ico.subarray(ico.readUInt32LE(18)))).toEqual([255, 0, 0]) // the red logo, not the decoy

    const slug = a.cars[0]!.slug!
    const pdf = await routes.pdfOf(
      new Request(`http://${siteHost(a.slug)}/api/vehicles/${slug}/pdf`, { headers: { host: siteHost(a.slug) } }),
      { params: Promise.resolve({ slug }) },
    )
    expect(pdf.status).toBe(200)
    expect(imageCount(await PDFDocument.load(await pdf.arrayBuffer()))).toBeGreaterThan(0)
  })

  it('answers 404 once the object is gone from the bucket, whatever the disk holds', async () => {
    const stored = { collection: 'media', staticDir: MEDIA_STATIC_DIR, filename: photo.filename! }
    expect(await storedFileExists(stored)).toBe(true) // what the seed asks before it puts a file back
    await store.client.deleteObject({ Bucket: store.bucket, Key: `media/${photo.filename}` })
    expect(await storedFileExists(stored)).toBe(false)
    expect(await readStoredFile(stored)).toBeNull()
    expect(existsSync(path.resolve(MEDIA_STATIC_DIR, photo.filename!))).toBe(true) // the decoy
    expect((await fetchFile(photo.url!)).status).toBe(404)
  })
})

describe('storageProbe (for the readiness check)', () => {
  it('is the bucket: HeadBucket answers for it, and fails for a bucket that is not there', async () => {
    const probe = storageProbe()
    expect(probe.kind).toBe('s3')
    await expect(probe.check()).resolves.toBeUndefined()
    await expect(storageProbe({ ...store.env, S3_BUCKET: 'no-such-bucket' }).check()).rejects.toThrow()
  })

  it('fails, and soon, when the store does not answer', async () => {
    const started = Date.now()
    await expect(storageProbe({ ...store.env, S3_ENDPOINT: 'http://127.0.0.1:9' }).check()).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
