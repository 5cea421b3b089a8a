import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { clearDataCache } from '../../scripts/seed/clear-data-cache'

// A re-seed must not leave Next's on-disk data cache describing the old rows: a server started
// afterwards served the previous seed's site settings for up to an hour.
describe('clearDataCache', () => {
  it("removes .next/cache/fetch-cache and leaves the rest of Next's cache", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-cache-'))
    const fetchCache = path.join(root, '.next', 'cache', 'fetch-cache')
    const images = path.join(root, '.next', 'cache', 'images')
    fs.mkdirSync(fetchCache, { recursive: true })
    fs.mkdirSync(images, { recursive: true })
    fs.writeFileSync(path.join(fetchCache, 'entry'), '{}')
    expect(clearDataCache(root)).toBe(true)
    expect(fs.existsSync(fetchCache)).toBe(false)
    expect(fs.existsSync(images)).toBe(true)
    expect(clearDataCache(root)).toBe(false)
  })
})
