import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { ADMIN_CSP, BASE_SECURITY_HEADERS } from './src/http/security-headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // ssh2 (the stock feeds' SFTP client, src/integrations/stock-feeds/fetch-sftp.ts) loads an optional
  // native addon that a bundler cannot place: Node requires it from node_modules at run time.
  serverExternalPackages: ['ssh2'],
  // Browser protections (src/http/security-headers.ts); the shopper pages' CSP comes from the proxy, with a nonce.
  async headers() {
    const admin = [
      ...BASE_SECURITY_HEADERS,
      { key: 'Content-Security-Policy', value: ADMIN_CSP },
      { key: 'X-Frame-Options', value: 'DENY' },
    ]
    return [
      { source: '/:path*', headers: BASE_SECURITY_HEADERS },
      { source: '/admin', headers: admin },
      { source: '/admin/:path*', headers: admin },
    ]
  },
  // Several root layouts (admin and dealer sites) need one 404 page for unknown hosts.
  // The CSS is not inlined (experimental.inlineCss off, docs/features/caching.md "Caching and page weight": nothing
  // is sent twice): Next writes inlined CSS in a <style> and again in the RSC payload, 34 KB of the
  // results page's 212 KB and 74 KB of a vehicle page's 166 KB, on every view. As files, with the
  // default chunking, it is five stylesheets a browser keeps between pages. Lighthouse (mobile) on
  // the demo, inlined → files: home 99 → 99, results 97 → 98, vehicle 97 → 96-97 (npm run
  // bench:lighthouse, 3 runs each).
  experimental: { globalNotFound: true },
  // Metadata always in <head>, for every client that names itself. Next streams generateMetadata's
  // tags to browsers (only bots it knows wait for them): when they resolve after the shell has gone,
  // they land in a hidden <div> in <body>. A shopper page is rendered once and shared with every
  // client (src/http/shared-page.ts), crawlers and link previews included, so a browser's render
  // must carry its title, description and share image where they read them. The shell waits for
  // metadata read from the same cached loaders as the page (tests/unit/next-config.test.ts).
  htmlLimitedBots: /./,
  images: {
    // Demo and uploaded stock images, and make logos, are served by this same app.
    localPatterns: [
      { pathname: '/api/media/file/**' },
      { pathname: '/api/make-logos/file/**' },
      { pathname: '/demo-images/**' },
    ],
    formats: ['image/avif', 'image/webp'],
    // Only the widths the layouts can use (docs/features/caching.md "Caching and page weight": srcset lists only the
    // widths the layout can use); each width is one more srcset entry on every picture of a page.
    // Widest slots: a card is 100vw below sm (a 390 px phone at 2-3x: 828, 1200) and 400 px above
    // (480, 828); the gallery is 100vw below lg and 760 px above (828, 1600); a banner is up to
    // 1,200 px (1200, 1600).
    deviceSizes: [480, 828, 1200, 1600],
    // Fixed-size pictures at 1x and 2x: make logos (96 px box), gallery thumbnails (120 px), and
    // the blog and promo cards' 30vw slot.
    imageSizes: [96, 128, 256, 384],
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * withPayload sends `Critical-CH: Sec-CH-Prefers-Color-Scheme` on every path (the admin's dark mode).
 * Chromium answers a first visit that lacks the hint by sending the whole request again, so every
 * shopper page was rendered twice and page-rendered events (print, 61) counted twice. Keep the
 * client hints to the admin, which is the only place that reads them.
 */
const payloadHeaders = config.headers
if (payloadHeaders) {
  config.headers = async () =>
    (await payloadHeaders()).map((rule) =>
      rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
}

export default config
