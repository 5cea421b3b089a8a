import { shouldServeStreamingMetadata } from 'next/dist/server/lib/streaming-metadata'
import { describe, expect, it } from 'vitest'

import { PAGE_FILL_HEADER, pageFillHeaders } from '@/http/shared-page'

import nextConfig from '../../next.config'

/**
 * The render for the shared page cache (docs/features/caching.md "Caching and page weight": anonymous shopper pages
 * are cached and shared) is sent to every client, crawlers included (docs/features/content.md "Add a page", SEO
 * fields), so its metadata must be in <head> whoever asked first. Next streams it, and may put it
 * in <body>, for a client without a user-agent whatever `htmlLimitedBots` says; this mirrors its
 * decision (app-page-runtime.js).
 */
const blocksMetadata = (userAgent: string | undefined) =>
  !!userAgent && !shouldServeStreamingMetadata(userAgent, nextConfig.htmlLimitedBots?.source)

describe('the render for the shared page cache', () => {
  it.each([
    ['no user-agent', {}],
    ['an empty user-agent', { 'user-agent': '' }],
    ['a browser', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0 Safari/537.36' }],
  ])('with %s, gets its metadata in the shell', (_case, sent: Record<string, string>) => {
    const headers = pageFillHeaders(new Request('http://a.localhost/', { headers: { ...sent, host: 'a.localhost' } }))
    expect(blocksMetadata(headers['user-agent'])).toBe(true)
    if (sent['user-agent']) expect(headers['user-agent']).toBe(sent['user-agent'])
  })

  it('sends what a page may read and never the shopper’s cookies', () => {
    const headers = pageFillHeaders(
      new Request('http://a.localhost/', {
        headers: {
          host: 'a.localhost',
          cookie: 'fc_customer=secret',
          'accept-language': 'en-AU',
          'x-nextjs-data': '1',
        },
      }),
    )
    expect(headers).toMatchObject({ host: 'a.localhost', 'accept-language': 'en-AU', [PAGE_FILL_HEADER]: '1' })
    expect(headers.cookie).toBeUndefined()
    expect(headers['x-nextjs-data']).toBeUndefined()
  })
})
