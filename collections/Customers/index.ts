import type { CollectionConfig, FieldAccess } from 'payload'

import { isTenantAdminUser } from '@/access/roles'
import { isStaff, isTenantAdmin } from '@/access/staff'
import { validateEmailAddress } from '@/fields/email'

/** Shopper-given details are the shopper's: staff read them and never rewrite them. */
const nobody: FieldAccess = () => false
/** A tenant admin may revoke a shopper's sessions (delete a row of `sessions`). */
const tenantAdmin: FieldAccess = ({ req }) => isTenantAdminUser(req.user)

/**
 * A shopper who signed in on a dealer site by phone code (docs/features/accounts.md "Shopper accounts and gating";
 * finance §3 "Stored user details"). Separate from staff `users` and scoped to one tenant by the
 * multi-tenant plugin: the same mobile on another tenant's site is another customer. Not a Payload
 * `auth` collection on purpose: a Payload login makes `req.user` for every collection's access
 * rules, and those rules are written for staff. A shopper's session is src/data/customers/session.ts
 * instead. Staff of the tenant read its customers, and may only edit `notes`; written by
 * src/data/customers/customers.ts.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: {
    group: 'Shoppers',
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'name', 'last_name', 'email', 'createdAt'],
  },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isTenantAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'phone', label: 'Phone', type: 'text', required: true, index: true, access: { update: nobody } },
        { name: 'name', label: 'Name', type: 'text', access: { update: nobody } },
        { name: 'last_name', label: 'Last name', type: 'text', access: { update: nobody } },
        { name: 'email', label: 'Email', type: 'email', access: { update: nobody }, validate: validateEmailAddress },
      ],
    },
    { name: 'notes', label: 'Notes', type: 'textarea', admin: { description: 'Staff notes about this shopper.' } },
    {
      name: 'watchlist',
      label: 'Watchlist',
      type: 'relationship',
      relationTo: 'cars',
      hasMany: true,
      access: { update: nobody },
      admin: { description: 'Cars saved to My Garage, newest last.' },
    },
    {
      name: 'sessions',
      label: 'Sessions',
      type: 'array',
      access: { update: tenantAdmin },
      admin: { description: 'Signed-in browsers. Delete a row to sign that browser out.' },
      fields: [
        { name: 'sid', label: 'Session ID', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'created', label: 'Started', type: 'date', admin: { readOnly: true } },
      ],
    },
  ],
}
