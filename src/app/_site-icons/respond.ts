import path from 'node:path'

import { NextResponse } from 'next/server'

import { readMediaFile } from '@/data/content/media-files'
import type { SiteContext } from '@/data/sites/sites'
import { apiError } from '@/http/api-error'
import { withSite } from '@/http/site-route'
import { type IconSource, pngToIco, renderSiteIcon } from '@/integrations/icons/site-icon'

/**
 * /favicon.ico, /apple-touch-icon.png, /icons/{192,512}.png and /manifest.webmanifest for the site of
 * the request's Host. Paths with an extension skip the proxy (src/proxy.ts), so
 * these top-level routes resolve the site themselves, as the API routes do.
 */
export const FAVICON_SIZE = 32
export const APPLE_TOUCH_SIZE = 180
export const MANIFEST_ICON_SIZES = [192, 512] as const

const CACHE = 'public, max-age=3600, stale-while-revalidate=86400'
const LOCAL_MEDIA = '/api/media/file/'

/** The logo's upload file name, when the site's logo is one of its media (else the platform mark). */
function logoFileOf(site: SiteContext): string | null {
  if (!site.logoUrl) return null
  const pathname = site.logoUrl.startsWith('http') ? new URL(site.logoUrl).pathname : (site.logoUrl.split('?')[0] ?? '')
  if (!pathname.startsWith(LOCAL_MEDIA)) return null
  return path.basename(decodeURIComponent(pathname.slice(LOCAL_MEDIA.length)))
}

const sourceOf = (site: SiteContext): IconSource => {
  const file = logoFileOf(site)
  return {
    logo: file ? { name: file, read: () => readMediaFile(file) } : null,
    brand: site.template.tokens.colors.brand,
    background: site.template.tokens.colors.surface,
  }
}

/** Drawn icons per site, logo and size; a new logo or template is a new key. Bounded. */
const drawn = new Map<string, Promise<Buffer>>()
const MAX_DRAWN = 2000

function draw(site: SiteContext, size: number): Promise<Buffer> {
  const source = sourceOf(site)
  const key = `${site.id}|${site.logoUrl}|${source.brand}|${size}`
  let icon = drawn.get(key)
  if (!icon) {
    if (drawn.size >= MAX_DRAWN) drawn.clear()
    icon = renderSiteIcon(source, size)
    icon.catch(() => drawn.delete(key))
    drawn.set(key, icon)
  }
  return icon
}

const bytes = (buf: Buffer, type: string) =>
  new NextResponse(new Blob([new Uint8Array(buf)], { type }), {
    headers: { 'content-type': type, 'cache-control': CACHE },
  })

export function iconResponse(request: Request, size: number, format: 'png' | 'ico') {
  return withSite(async (_request, site) => {
    try {
      const png = await draw(site, size)
      return format === 'ico' ? bytes(pngToIco(png, size), 'image/x-icon') : bytes(png, 'image/png')
    } catch (err) {
      console.error(`site icon ${size} for ${site.slug} failed`, err)
      return apiError(503, 'icon_unavailable', 'The icon is not available right now.')
    }
  })(request)
}

/** The web app manifest: the site's name, colours and icons. */
export const manifestResponse = withSite(async (_request, site) => {
  const { brand, surface } = site.template.tokens.colors
  const manifest = {
    name: site.name,
    short_name: site.name.length <= 12 ? site.name : site.name.split(/\s+/)[0],
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: surface,
    theme_color: brand,
    icons: [
      ...MANIFEST_ICON_SIZES.map((s) => ({ src: `/icons/${s}.png`, sizes: `${s}x${s}`, type: 'image/png' })),
      { src: '/apple-touch-icon.png', sizes: `${APPLE_TOUCH_SIZE}x${APPLE_TOUCH_SIZE}`, type: 'image/png' },
    ],
  }
  return NextResponse.json(manifest, {
    headers: { 'content-type': 'application/manifest+json', 'cache-control': CACHE },
  })
})
