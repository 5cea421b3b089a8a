import type { Field } from 'payload'

/** A menu link: a site path such as /search/used-cars, or a full https:// address. */
export const linkFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', required: true },
      {
        name: 'url',
        type: 'text',
        required: true,
        validate: (value: string | null | undefined) =>
          !value || /^(\/|#|https?:\/\/|tel:|mailto:)/.test(value) || 'Start with /, #, https://, tel: or mailto:.',
      },
    ],
  },
]

/** Limits a content document to some of the tenant's sites; empty means all of them. */
export const sitesField: Field = {
  name: 'sites',
  type: 'relationship',
  relationTo: 'sites',
  hasMany: true,
  index: true,
  admin: { position: 'sidebar', description: "Empty: every site of this tenant. Otherwise only these sites." },
}
