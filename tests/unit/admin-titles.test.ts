import { type CollectionConfig, type Config, flattenTopLevelFields } from 'payload'
import { fieldAffectsData } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { formBuilder } from '@collections/Forms'
import { collections as written } from '@collections/index'
import { redirects } from '@collections/Redirects'

/**
 * docs/staff-guide.md "Labels and list columns": staff see a related document by its name. A relationship
 * or upload field (a lead's Site, Car and Dealership, a page's image, "Last changed by") shows the
 * related document's `admin.useAsTitle`; a collection without one shows "Untitled - ID: n". So every
 * collection names a title field that exists at its top level (through rows and unnamed tabs) and
 * holds words or a number, not a relation or a list.
 */

/** Collections the admin never shows, so nothing is ever labelled from them; each with the reason. */
const NO_TITLE_ALLOWED: Record<string, string> = {
  // The form builder's submissions: hidden and shut (collections/Forms); the lead is the record.
  'form-submissions': 'hidden: answers arrive as leads',
}

const TITLE_TYPES = new Set(['text', 'textarea', 'email', 'select', 'number'])

/** Fields Payload adds itself: an upload collection's `filename`, an auth collection's `email`. */
const addedByPayload = (c: CollectionConfig, name: string) =>
  (c.upload && name === 'filename') || (c.auth && name === 'email')

const withPlugins = async () => {
  let config = { collections: [] } as unknown as Config
  for (const plugin of [formBuilder, redirects]) config = await plugin(config)
  return [...written, ...(config.collections ?? [])]
}
const collections = await withPlugins()

function titleProblem(c: CollectionConfig): string | null {
  const title = c.admin?.useAsTitle
  if (!title || title === 'id') return 'no admin.useAsTitle'
  if (addedByPayload(c, title)) return null
  const field = flattenTopLevelFields(c.fields).find((f) => fieldAffectsData(f) && f.name === title)
  if (!field) return `admin.useAsTitle '${title}' is not a top-level field`
  if (!TITLE_TYPES.has(field.type)) return `admin.useAsTitle '${title}' is a ${field.type} field`
  return null
}

describe('admin titles (every related document shows a name, not "Untitled - ID: n")', () => {
  it('sees every collection, the plugins’ too (the check cannot pass by seeing nothing)', () => {
    const slugs = collections.map((c) => c.slug)
    for (const slug of ['sites', 'dealerships', 'cars', 'media', 'users', 'locations', 'pages', 'forms', 'redirects'])
      expect(slugs).toContain(slug)
  })

  it('gives every collection an admin.useAsTitle naming a field that exists', () => {
    const problems = collections
      .filter((c) => !(c.slug in NO_TITLE_ALLOWED))
      .map((c) => [c.slug, titleProblem(c)])
      .filter(([, problem]) => problem !== null)
    expect(problems).toEqual([])
  })

  it('allows no exemption for a collection that does not exist or that the admin shows', () => {
    for (const slug of Object.keys(NO_TITLE_ALLOWED)) {
      const c = collections.find((x) => x.slug === slug)
      expect(c?.admin?.hidden, slug).toBe(true)
    }
  })
})
