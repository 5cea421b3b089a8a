import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The first account, made at /admin/create-first-user, has no tenant and would see nothing: make it
 * super-admin. A first user created with tenants (by a script) keeps the role it was given.
 */
export const firstUserIsSuperAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.tenants?.length) return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, role: 'super-admin' } : data
}
