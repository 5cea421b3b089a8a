/**
 * Uploads a demo badge (make-badges.ts) for each seeded make to the platform-wide `make-logos`
 * collection. Idempotent: a make that already has a logo is left alone (a super-admin's real logo
 * survives re-seeding); one whose file went missing from the store (disk or bucket) gets the badge back.
 */
import type { Payload } from 'payload'

import { makeLogoKey } from '@/domain/facets/make-logos'
import { storedFileExists } from '@/integrations/storage'

import { badgeFilename, makeBadgeSvg, seededMakes } from './make-badges'
import { SEED_CONTEXT } from './upsert'

/** Returns how many badges were written this run. */
export async function ensureMakeLogos(payload: Payload, makes = seededMakes()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'make-logos',
    pagination: false,
    depth: 0,
    select: { make: true, filename: true },
  })
  const byMake = new Map(docs.map((d) => [makeLogoKey(d.make), d]))
  const staticDir = payload.collections['make-logos'].config.upload.staticDir ?? 'make-logos'
  let written = 0
  for (const make of makes) {
    const current = byMake.get(makeLogoKey(make))
    if (
      current?.filename &&
      (await storedFileExists({ collection: 'make-logos', staticDir, filename: current.filename }))
    )
      continue
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
