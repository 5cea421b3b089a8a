/**
 * Reads the bulk-written cars back through the local API, as the site will: per-tenant counts must
 * match what was generated, and cars (sampled, plus every well-known fixture) must come back with
 * their images populated as media documents, in order, and their feature lists intact.
 */
import type { Payload } from 'payload'

import type { CarRecord } from '@/db/car-writer/car-record'
import { type Id, relationId } from '@/domain/ids'
import type { Car } from '@/payload-types'

import { WELL_KNOWN_SLUGS } from './fixtures'

function checkCar(doc: Car, expected: CarRecord | undefined, problems: string[]) {
  const images = doc.images ?? []
  if (images.some((m) => typeof m !== 'object' || !m?.url))
    problems.push(`${doc.slug}: images are not populated media documents`)
  if (!expected) return
  const same = (a: unknown[], b: unknown[]) =>
    a.length === b.length && a.every((v, i) => String(relationId(v)) === String(b[i]))
  if (!same(images, expected.images))
    problems.push(`${doc.slug}: images ${images.length}, expected ${expected.images.length} in order`)
  if (!same(doc.spin_images ?? [], expected.spin_images)) problems.push(`${doc.slug}: spin_images differ`)
  if ((doc.standardEquipment ?? []).join('|') !== (expected.standardEquipment ?? []).join('|'))
    problems.push(`${doc.slug}: standardEquipment differs`)
}

export type Verification = { counted: number; checked: number }

export async function verifySeed(payload: Payload, tenants: Map<string, Id>, cars: CarRecord[]): Promise<Verification> {
  const problems: string[] = []
  const bySlug = new Map(cars.map((c) => [`${c.tenant}/${c.slug}`, c]))
  let counted = 0
  let checked = 0
  for (const [slug, tenant] of tenants) {
    const expected = cars.filter((c) => c.tenant === tenant).length
    const { totalDocs } = await payload.count({ collection: 'cars', where: { tenant: { equals: tenant } } })
    counted += totalDocs
    if (totalDocs !== expected) problems.push(`${slug}: ${totalDocs} cars in the database, ${expected} generated`)
    const sample = await payload.find({
      collection: 'cars',
      where: { tenant: { equals: tenant } },
      depth: 1,
      limit: 3,
      sort: '-createdAt',
    })
    for (const doc of sample.docs) checkCar(doc, bySlug.get(`${tenant}/${doc.slug}`), problems)
    checked += sample.docs.length
  }
  const fixtures = await payload.find({
    collection: 'cars',
    where: { slug: { in: WELL_KNOWN_SLUGS } },
    depth: 1,
    limit: 100,
  })
  if (fixtures.totalDocs !== WELL_KNOWN_SLUGS.length)
    problems.push(`found ${fixtures.totalDocs} of ${WELL_KNOWN_SLUGS.length} well-known cars`)
  for (const doc of fixtures.docs) checkCar(doc, bySlug.get(`${relationId(doc.tenant)}/${doc.slug}`), problems)
  checked += fixtures.docs.length
  if (problems.length) throw new Error(`Seed verification failed:\n  ${problems.join('\n  ')}`)
  return { counted, checked }
}
