import { AsyncLocalStorage } from 'node:async_hooks'

import { notFound, redirect } from 'next/navigation'
import { isValidElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { metadataUnlessMissing, NOT_FOUND_METADATA, orSiteNotFound } from '@/components/layout/not-found'

// docs/features/caching.md "Caching and page weight": the site's 404 page renders fully without JavaScript. A page
// catches its own notFound() and asks scripts/server.mjs, through the per-request store, for status
// 404.
const RESPONSE = Symbol.for('forecourt.response')
const holder = globalThis as { [RESPONSE]?: AsyncLocalStorage<{ status: number | null }> }
afterEach(() => {
  delete holder[RESPONSE]
})

const missing = async (): Promise<string> => notFound()

describe('orSiteNotFound', () => {
  it("renders the site's not-found page and asks for a 404 when the server listens", async () => {
    holder[RESPONSE] = new AsyncLocalStorage()
    const state = { status: null as number | null }
    const page = await holder[RESPONSE].run(state, () => orSiteNotFound(missing)({}))
    expect(isValidElement(page)).toBe(true)
    expect(state.status).toBe(404)
  })

  it('leaves the notFound() to Next where no server listens (next dev, next start)', async () => {
    await expect(orSiteNotFound(missing)({})).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })
  })

  it('passes a page through, and any other error or redirect on', async () => {
    holder[RESPONSE] = new AsyncLocalStorage()
    const state = { status: null as number | null }
    await holder[RESPONSE].run(state, async () => {
      expect(await orSiteNotFound(async (p: { n: number }) => p.n * 2)({ n: 2 })).toBe(4)
      await expect(orSiteNotFound(async () => redirect('/elsewhere'))({})).rejects.toThrow('NEXT_REDIRECT')
      await expect(
        orSiteNotFound(async () => {
          throw new Error('db down')
        })({}),
      ).rejects.toThrow('db down')
    })
    expect(state.status).toBeNull()
  })
})

describe('metadataUnlessMissing', () => {
  it("gives the not-found page's title and noindex for a missing page, and the page's own otherwise", async () => {
    expect(await metadataUnlessMissing(async () => notFound())).toEqual(NOT_FOUND_METADATA)
    expect(NOT_FOUND_METADATA.robots).toEqual({ index: false })
    expect(await metadataUnlessMissing(async () => ({ title: 'A car' }))).toEqual({ title: 'A car' })
    await expect(metadataUnlessMissing(async () => redirect('/x'))).rejects.toThrow('NEXT_REDIRECT')
  })
})
