import type { CollectionConfig } from 'payload'

import { isStaff, isTenantAdmin } from '@/access/staff'
import { tags } from '@/cache/tags'
import { slugField } from '@/fields/slug'
import { sameTenantMedia } from '@/fields/tenant-media'
import { normaliseHost } from '@tenants/resolve-host'
import { DEFAULT_TEMPLATE, TEMPLATE_KEYS, TEMPLATES } from '@tenants/templates/registry'

import { withHistory } from '../hooks/history'
import { revalidates } from '../hooks/revalidates'
import { featuresField } from './fields/features'
import { primaryDomainField } from './fields/primary-domain'
import { settingsField } from './fields/settings'

/** A changed site can change the host allow-list, its template or its flags: `sites` expires every page and the site map. */
const expire = revalidates(null, tags.sites)

/** A dealer website: its hosts, template, settings and feature flags, and the dealerships it shows. */
export const Sites: CollectionConfig = withHistory({
  slug: 'sites',
  admin: {
    useAsTitle: 'name',
    group: 'Sites',
    defaultColumns: ['name', 'primary_domain', 'slug', 'template', 'tenant'],
  },
  access: { read: isStaff, create: isTenantAdmin, update: isTenantAdmin, delete: isTenantAdmin },
  hooks: expire.hooks,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'General',
          fields: [
            { name: 'name', label: 'Name', type: 'text', required: true },
            slugField('name', {
              unique: true,
              required: true,
              admin: { position: 'sidebar', description: 'Also reaches the site at {slug}.localhost in development.' },
            }),
            {
              name: 'template',
              label: 'Template',
              type: 'select',
              required: true,
              defaultValue: DEFAULT_TEMPLATE,
              options: TEMPLATE_KEYS.map((k) => ({ label: TEMPLATES[k].label, value: k })),
            },
            {
              name: 'dealerships',
              label: 'Dealerships',
              type: 'relationship',
              relationTo: 'dealerships',
              hasMany: true,
              required: true,
              admin: { description: 'A single dealer site shows one dealership; a group site shows many.' },
            },
            {
              name: 'primary_dealership',
              label: 'Primary dealership',
              type: 'relationship',
              relationTo: 'dealerships',
              admin: { description: 'Name and phone in the header. Defaults to the first dealership.' },
            },
            { name: 'logo', label: 'Logo', type: 'upload', relationTo: 'media', filterOptions: sameTenantMedia },
          ],
        },
        {
          label: 'Domains',
          fields: [
            {
              name: 'domains',
              label: 'Domains',
              type: 'array',
              admin: { description: 'Hosts this site answers on (the allow-list). Other hosts get a 404.' },
              fields: [
                {
                  name: 'domain',
                  label: 'Domain',
                  type: 'text',
                  required: true,
                  index: true,
                  hooks: { beforeValidate: [({ value }) => (value ? normaliseHost(String(value)) : value)] },
                },
              ],
            },
            primaryDomainField,
          ],
        },
        { label: 'Settings', fields: [settingsField] },
        { label: 'Features', fields: [featuresField] },
      ],
    },
  ],
})
