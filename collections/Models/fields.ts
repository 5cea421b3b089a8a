import type { ArrayField } from 'payload'

import { sameTenantMedia } from '@/fields/tenant-media'

const HEX = /^#[0-9a-f]{6}$/i

/** finance §3 "Variant: full_name, series, name, features (list), image.url, dap_min_price, dap_max_price, id". */
export const variantFields: ArrayField = {
  name: 'variants',
  label: 'Variants',
  type: 'array',
  labels: { singular: 'Variant', plural: 'Variants' },
  admin: { initCollapsed: true, description: 'More than 2 show as a slider; 8 features show first.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true, admin: { description: 'The badge, e.g. GXL.' } },
        { name: 'series', label: 'Series', type: 'text' },
      ],
    },
    {
      name: 'full_name',
      label: 'Full name',
      type: 'text',
      required: true,
      admin: { description: 'As the order form names it, e.g. 2026 Toyota RAV4 GXL Hybrid.' },
    },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', filterOptions: sameTenantMedia },
    {
      type: 'row',
      fields: [
        { name: 'dap_min_price', label: 'Drive away from ($)', type: 'number', min: 0 },
        { name: 'dap_max_price', label: 'Drive away to ($)', type: 'number', min: 0 },
      ],
    },
    {
      name: 'features',
      label: 'Features',
      type: 'array',
      labels: { singular: 'Feature', plural: 'Features' },
      fields: [{ name: 'feature', label: 'Feature', type: 'text', required: true }],
    },
  ],
}

/** finance §3 "Colour: name, photo_url, hexCode, oem_id, model_variant_name". */
export const colourFields: ArrayField = {
  name: 'colours',
  label: 'Colours',
  type: 'array',
  labels: { singular: 'Colour', plural: 'Colours' },
  admin: { initCollapsed: true, description: 'Variant tabs filter them; empty variant: every variant.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        {
          name: 'hex_code',
          label: 'Hex code',
          type: 'text',
          validate: (v: string | null | undefined) => !v || HEX.test(v) || 'Use #rrggbb, e.g. #1a2b3c.',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'oem_id',
          label: 'Body style (oem_id)',
          type: 'text',
          admin: { description: 'e.g. wagon, dual_cab, extra_cab, single_cab, sedan, hatch.' },
        },
        {
          name: 'model_variant_name',
          label: 'Variant',
          type: 'text',
          admin: { description: 'The variant name it comes on; empty for all.' },
        },
      ],
    },
    { name: 'photo', label: 'Photo', type: 'upload', relationTo: 'media', filterOptions: sameTenantMedia },
  ],
}
