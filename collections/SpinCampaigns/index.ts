import type { CollectionConfig } from 'payload'

import { staffAccess } from '@/access/staff'
import { MAX_PRIZES } from '@/domain/promo/spin-to-win'
import { sitesField } from '@/fields/link'

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'dd/MM/yyyy HH:mm' } }

/**
 * A Spin to Win campaign (finance §2 "/spin-to-win"; docs/features/accounts.md "Shopper accounts and gating": prizes
 * and odds are set in the admin). The site's /spin-to-win shows the newest active campaign in its
 * window; each prize's weight sets its odds (src/domain/promo/spin-to-win.ts). Shoppers' spins are
 * in `spins`.
 */
export const SpinCampaigns: CollectionConfig = {
  slug: 'spin-campaigns',
  labels: { singular: 'Spin to Win campaign', plural: 'Spin to Win campaigns' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'active', 'starts_at', 'ends_at', 'sites'],
    description: 'The prize wheel at /spin-to-win: one spin per signed-in shopper per campaign, each result a lead.',
  },
  access: staffAccess(),
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 120 },
    { name: 'active', label: 'Running', type: 'checkbox', defaultValue: false, index: true },
    {
      type: 'row',
      fields: [
        { name: 'starts_at', label: 'Starts', type: 'date', admin: dateTime },
        { name: 'ends_at', label: 'Ends', type: 'date', admin: dateTime },
      ],
    },
    {
      name: 'prizes',
      label: 'Prizes',
      type: 'array',
      minRows: 1,
      maxRows: MAX_PRIZES,
      admin: { description: 'A prize’s odds are its weight divided by the total weight of all prizes.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', label: 'Prize', type: 'text', required: true, maxLength: 60 },
            { name: 'weight', label: 'Weight', type: 'number', required: true, min: 0, defaultValue: 1 },
            {
              name: 'no_prize',
              label: 'No prize (“Better luck next time”)',
              type: 'checkbox',
              defaultValue: false,
            },
          ],
        },
      ],
    },
    { name: 'terms', label: 'Terms and conditions', type: 'textarea', maxLength: 4000 },
    sitesField,
  ],
}
