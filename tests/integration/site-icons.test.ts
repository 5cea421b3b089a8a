import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as appleTouchIcon } from '@/app/apple-touch-icon.png/route'
import { GET as favicon } from '@/app/favicon.ico/route'
import { GET as manifestIcon } from '@/app/icons/[file]/route'
import { GET as manifest } from '@/app/manifest.webmanifest/route'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

// /favicon.ico, /apple-touch-icon.png and /manifest.webmanifest once answered 404; they are served
// per site (from the site's logo when it has one; docs/features/vehicle-page.md "The vehicle page").
const ctx = { disableRevalidate: true }
let payload: Payload
let withLogo: World
let plain: World
let logoId: number

beforeAll(async () => {
  payload = await testPayload()
  withLogo = await makeWorld(payload, 'Logo', 0)
  plain = await makeWorld(payload, 'Plain', 0)
  // A solid red 200x100 logo.
  const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer()
  const logo = await payload.create({
    collection: 'media',
    data: { tenant: withLogo.tenant.id, alt: 'Logo' },
    file: { data: png, mimetype: 'image/png', name: `logo-${withLogo.slug}.png`, size: png.length },
    context: ctx,
  })
  logoId = logo.id
  await payload.update({ collection: 'sites', id: withLogo.site.id, data: { logo: logo.id }, context: ctx })
})

afterAll(async () => {
  await payload.update({ collection: 'sites', id: withLogo.site.id, data: { logo: null }, context: ctx })
  await payload.delete({ collection: 'media', id: logoId, context: ctx })
})

const req = (site: string, path: string) =>
  new Request(`http://${siteHost(site)}${path}`, { headers: { host: `${siteHost(site)}` } })
const centre = async (png: Buffer) => {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels
  return [data[i], data[i + 1], data[i + 2]]
}

describe('per-site icons and manifest', () => {
  it('/favicon.ico is a 32x32 icon; drawn from the logo when the site has one', async () => {
    const res = await favicon(req(withLogo.slug, '/favicon.ico'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/x-icon')
    const ico = Buffer.from(await res.arrayBuffer())
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([1, 1, 32, 32])
    const png = ico.subarray(ico.readUInt32LE(18))
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 })
    expect(await centre(png)).toEqual([255, 0, 0]) // the red logo
  })

  it('/apple-touch-icon.png is 180x180 from the logo; without a logo, the platform mark in the brand colour', async () => {
    const logo = Buffer.from(await (await appleTouchIcon(req(withLogo.slug, '/apple-touch-icon.png'))).arrayBuffer())
    expect(await sharp(logo).metadata()).toMatchObject({ format: 'png', width: 180, height: 180 })
    expect(await centre(logo)).toEqual([255, 0, 0])
    const res = await appleTouchIcon(req(plain.slug, '/apple-touch-icon.png'))
    expect(res.status).toBe(200)
    const mark = Buffer.from(await res.arrayBuffer())
    expect(await sharp(mark).metadata()).toMatchObject({ width: 180, height: 180 })
    expect(await centre(mark)).not.toEqual([255, 0, 0])
  })

  it('/manifest.webmanifest names the site and lists icons that answer', async () => {
    const res = await manifest(req(plain.slug, '/manifest.webmanifest'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/manifest+json')
    const body = await res.json()
    expect(body).toMatchObject({ name: 'Plain Site', start_url: '/', theme_color: expect.stringMatching(/^#/) })
    expect(body.icons.map((i: { src: string }) => i.src)).toEqual([
      '/icons/192.png',
      '/icons/512.png',
      '/apple-touch-icon.png',
    ])
    const icon = await manifestIcon(req(plain.slug, '/icons/512.png'), { params: Promise.resolve({ file: '512.png' }) })
    expect(await sharp(Buffer.from(await icon.arrayBuffer())).metadata()).toMatchObject({ width: 512, height: 512 })
    expect(
      (await manifestIcon(req(plain.slug, '/icons/64.png'), { params: Promise.resolve({ file: '64.png' }) })).status,
    ).toBe(404)
  })

  it("an unknown host gets a 404, not another site's icon", async () => {
    expect((await favicon(req('no-such-site', '/favicon.ico'))).status).toBe(404)
    expect((await manifest(req('no-such-site', '/manifest.webmanifest'))).status).toBe(404)
  })
})
