import fs from 'node:fs'
import path from 'node:path'

/**
 * Next's data cache (unstable_cache, under .next/cache/fetch-cache) outlives the server and the
 * build, and holds loaders' answers for an hour. After a re-seed those answers describe rows that
 * are gone, so the seed drops them; a running server still needs a restart (docs/development.md "Scripts").
 */
export function clearDataCache(root = process.cwd()): boolean {
  const dir = path.join(root, '.next', 'cache', 'fetch-cache')
  if (!fs.existsSync(dir)) return false
  fs.rmSync(dir, { recursive: true, force: true })
  return true
}
