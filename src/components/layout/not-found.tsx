import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { SiteNotFound } from '@/components/layout/SiteNotFound'

/**
 * The site's 404 page, rendered on the server, so it shows fully without JavaScript (docs/features/caching.md
 * "Caching and page weight").
 *
 * Next renders a notFound() thrown by a page (or its generateMetadata) as an empty
 * `<html id="__next_error__">` shell that only JavaScript fills in (vercel/next.js#62228). So a
 * site's page catches its own notFound() (`orSiteNotFound`) and renders the not-found page inside
 * the site's layout itself, and asks the server (scripts/server.mjs) to send it with status 404
 * through the per-request store the server runs each request in. A client navigation (an RSC
 * request) keeps the 200 Next gives a not-found there. Where no such server runs (`next dev`,
 * `next start`), the notFound() goes on to Next as before: still a 404, drawn by the browser.
 */

/** The digest Next's notFound() throws with (next/dist/client/components/http-access-fallback). */
const isNotFound = (err: unknown) =>
  typeof err === 'object' && err !== null && 'digest' in err && err.digest === 'NEXT_HTTP_ERROR_FALLBACK;404'

/** The per-request store scripts/server.mjs runs each request in. */
type ResponseState = { status: number | null }
type Store = { getStore(): ResponseState | undefined }
const RESPONSE = Symbol.for('forecourt.response')

/** Asks the server to send this response as a 404; false when no server is listening for it. */
function sendAsNotFound(): boolean {
  const state = (globalThis as { [RESPONSE]?: Store })[RESPONSE]?.getStore()
  if (!state) return false
  state.status = 404
  return true
}

export const NOT_FOUND_METADATA: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * A page's generateMetadata for a page that may be missing: a notFound() in its load gives the
 * not-found page's title and noindex, and the page's render (orSiteNotFound) answers the 404.
 */
export async function metadataUnlessMissing(read: () => Promise<Metadata>): Promise<Metadata> {
  try {
    return await read()
  } catch (err) {
    if (isNotFound(err)) return NOT_FOUND_METADATA
    throw err
  }
}

/** A site's page whose notFound() renders the site's not-found page on the server, with status 404. */
export function orSiteNotFound<P>(Page: (props: P) => Promise<ReactNode> | ReactNode) {
  return async function SitePage(props: P): Promise<ReactNode> {
    try {
      return await Page(props)
    } catch (err) {
      if (!isNotFound(err) || !sendAsNotFound()) throw err
      // React places both metas in the head (a page whose metadata read it as missing says noindex there too).
      return (
        <>
          <meta name="robots" content="noindex" />
          <SiteNotFound />
        </>
      )
    }
  }
}
