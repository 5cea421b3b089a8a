import type { CollectionBeforeChangeHook } from 'payload'

/** The first account made at /admin/create-first-user has no role or tenant: make it super-admin. */
export const firstUserIsSuperAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, role: 'super-admin' } : data
}
