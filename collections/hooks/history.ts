import type { CollectionBeforeChangeHook, CollectionConfig, CollectionSlug, Field } from 'payload'

import { isStaff } from '@/access/staff'

/** Versions kept per document: enough for weeks of daily edits, bounded so tables stay small. */
export const HISTORY_MAX_VERSIONS = 25

/** Who saved this version: the staff member, or nobody for imports by the system and the seed. */
const changedByField: Field = {
  name: 'changed_by',
  label: 'Last changed by',
  type: 'relationship',
  relationTo: 'users',
  // Never populated: every read of a car, site or menu at depth > 0 (the site's own loaders, the
  // search index) would otherwise fetch a user per document, and send their account to the reader.
  maxDepth: 0,
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: 'Set on every save. Each version in the Versions tab keeps who saved it.',
  },
}

const stampChangedBy: CollectionBeforeChangeHook = ({ data, req }) => ({
  ...data,
  changed_by: req.user?.collection === 'users' ? req.user.id : null,
})

/**
 * A document written before it had versions (the bulk car writer's and the stock importer's INSERTs,
 * or any row older than versions) would lose its first state at its first edit: Payload stores a
 * version of the new state only. So before that edit, its current state is kept as the first version,
 * dated when it was last saved, and "restore" can bring it back.
 */
const keepFirstVersion =
  (slug: CollectionSlug): CollectionBeforeChangeHook =>
  async ({ operation, originalDoc, req }) => {
    if (operation !== 'update' || !originalDoc?.id) return
    const { docs } = await req.payload.db.findVersions({
      collection: slug,
      where: { parent: { equals: originalDoc.id } },
      limit: 1,
      pagination: false,
      req,
    })
    if (docs.length > 0) return
    const stamp = originalDoc.updatedAt ?? new Date().toISOString()
    await req.payload.db.createVersion({
      collectionSlug: slug,
      parent: originalDoc.id,
      versionData: originalDoc,
      autosave: false,
      createdAt: stamp,
      updatedAt: stamp,
      returning: false,
      req,
    })
  }

/**
 * History for a collection staff edit every day (docs/staff-guide.md "History: who changed what, and restore":
 * staff see who changed what and when, and can restore): Payload's versions (the
 * Versions tab: each save's date, a field-by-field comparison and "Restore"), who saved each one,
 * and the first state of rows written without versions. Reading versions needs what reading the
 * document needs; the multi-tenant plugin then narrows them to the staff member's tenants, as it
 * does the documents (`version.tenant`).
 */
export function withHistory(collection: CollectionConfig): CollectionConfig {
  const drafts = typeof collection.versions === 'object' && Boolean(collection.versions.drafts)
  return {
    ...collection,
    versions: typeof collection.versions === 'object' ? collection.versions : { maxPerDoc: HISTORY_MAX_VERSIONS },
    access: { ...collection.access, readVersions: collection.access?.readVersions ?? isStaff },
    hooks: {
      ...collection.hooks,
      beforeChange: [
        // Drafts always kept versions, so only collections new to history need a first one.
        ...(drafts ? [] : [keepFirstVersion(collection.slug as CollectionSlug)]),
        stampChangedBy,
        ...(collection.hooks?.beforeChange ?? []),
      ],
    },
    fields: [...collection.fields, changedByField],
  }
}
