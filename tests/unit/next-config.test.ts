import { shouldServeStreamingMetadata } from 'next/dist/server/lib/streaming-metadata'
import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config'

/**
 * A shared page carries its metadata in <head> for every client (docs/features/content.md "Add a page", SEO fields;
 * docs/features/caching.md "Caching and page weight": anonymous shopper pages are cached and shared). Next streams
 * generateMetadata's tags to any client its `htmlLimitedBots` does not match, and a stream that
 * resolves after the shell puts them in <body>: a slow render for a browser, then shared with a
 * crawler, would hide the page's title, description and share image from it (the e2e SEO test
 * caught it on a slow CI machine).
 */
describe('next.config: metadata is never streamed', () => {
  it.each([
    [
      'Chromium',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    ],
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['facebookexternalhit', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['curl', 'curl/8.5.0'],
  ])('%s gets the metadata in the shell', (_client, userAgent) => {
    // Next keeps the pattern as its source text (next/dist/server/config.js).
    expect(shouldServeStreamingMetadata(userAgent, nextConfig.htmlLimitedBots?.source)).toBe(false)
  })
})
