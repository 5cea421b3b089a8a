/**
 * Uploads a demo badge (make-badges.ts) for each seeded make to the platform-wide `make-logos`
 * collection. Idempotent: a make that already has a logo is left alone (a super-admin's real logo
 * survives re-seeding); one whose file went missing from disk gets the badge back.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { makeLogoKey } from '@/domain/facets/make-logos'

import { badgeFilename, makeBadgeSvg, seededMakes } from './make-badges'
import { SEED_CONTEXT } from './upsert'

function staticDir(payload: Payload): string {
  const dir = payload.collections['make-logos'].config.upload?.staticDir ?? 'make-logos'
  return path.isAbsolute(dir) ? dir : path.resolve(process.cwd(), dir)
}

/** Returns how many badges were written this run. */
export async function ensureMakeLogos(payload: Payload, makes = seededMakes()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'make-logos',
    pagination: false,
    depth: 0,
    select: { make: true, filename: true },
  })
  const byMake = new Map(docs.map((d) => [makeLogoKey(d.make), d]))
  const dir = staticDir(payload)
  let written = 0
  for (const make of makes) {
    const current = byMake.get(makeLogoKey(make))
    if (current?.filename && fs.existsSync(path.join(dir, current.filename))) continue
    const data = Buffer.from(makeBadgeSvg(make))
    const file = { data, mimetype: 'image/svg+xml', name: badgeFilename(make), size: data.length }
    const fields = { make, alt: `${make} (demo badge)` }
    if (current)
      await payload.update({
        collection: 'make-logos',
        id: current.id,
        data: fields,
        file,
        overwriteExistingFiles: true,
        depth: 0,
        context: SEED_CONTEXT,
      })
    else
      await payload.create({
        collection: 'make-logos',
        data: fields,
        file,
        overwriteExistingFiles: true,
        depth: 0,
        context: SEED_CONTEXT,
      })
    written++
  }
  return written
}
