import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { copySqlite } from '../../scripts/lib/sqlite-files.mjs'
import { type App, basePort, demoTarget, request, SEED_DB, serverLogTail, startApp } from '../support/reliability/app'

// docs/features/caching.md "Caching and page weight", "Optimised pictures survive a restart": the image optimiser's
// output is cached on disk across restarts; the first request for an image after a restart takes no
// longer than a normal render. Next keeps the optimised files under .next/cache/images and says
// which way it answered in X-Nextjs-Cache.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-images-'))
const dbFile = path.join(dir, 'forecourt.db')
const port = basePort() + 2
const ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'
let app: App
let host: string
let carSlug: string

beforeAll(async () => {
  copySqlite(SEED_DB, dbFile)
  app = await startApp(dbFile, port)
  ;({ host, carSlug } = await demoTarget(port))
})

afterAll(async () => {
  await app?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

const timed = async (p: string, headers: Record<string, string> = {}) => {
  const started = performance.now()
  const res = await request(port, { path: p, host, headers })
  return { res, ms: performance.now() - started }
}

describe('the image optimiser after a restart', () => {
  it('answers the first request for a picture from its disk cache, no slower than a page render', async () => {
    // A picture the home page itself asks for, as the browser would.
    const home = await request(port, { path: '/', host })
    expect(home.status).toBe(200)
    const src = home.text.match(/\/_next\/image\?url=[^"\s,]+/)?.[0]?.replaceAll('&amp;', '&')
    expect(src, 'the home page shows an optimised picture').toBeTruthy()
    const first = await request(port, { path: src!, host, headers: { accept: ACCEPT } })
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toMatch(/^image\/(avif|webp)$/)
    // MISS on a fresh build's first visit; HIT if an earlier suite already asked for it.
    expect(['MISS', 'HIT']).toContain(first.headers['x-nextjs-cache'])

    await app.stop()
    app = await startApp(dbFile, port)

    // The first request for a picture after the restart, against the first render of a car page
    // after it: both routes start cold, and neither may wait for an encode (a new AVIF takes seconds).
    const picture = await timed(src!, { accept: ACCEPT })
    expect(picture.res.status, serverLogTail(dbFile)).toBe(200)
    expect(picture.res.headers['x-nextjs-cache']).toBe('HIT')
    expect(picture.res.headers['content-type']).toBe(first.headers['content-type'])
    expect(picture.res.text.length).toBe(first.text.length)

    const page = await timed(`/cars/${carSlug}`)
    expect(page.res.status).toBe(200)
    expect(picture.ms, `picture ${Math.round(picture.ms)} ms, car page ${Math.round(page.ms)} ms`).toBeLessThanOrEqual(
      page.ms,
    )
  })
})
