import type { GroupField } from 'payload'

import { analyticsSettings } from './analytics'

import { DEFAULT_INCLUDE_SOLD_CARS_DAYS, MAX_INCLUDE_SOLD_CARS_DAYS } from '@/domain/availability/constants'
import { DEFAULT_NO_PRICE_TEXT } from '@/domain/pricing/constants'
import { DEFAULT_PROMO_CARD_LINK } from '@/domain/promo/constants'
import {
  DEFAULT_STOCK_FILTER_MAX,
  DEFAULT_STOCK_FILTER_VALUE,
  DEFAULT_STOCK_FILTERS,
} from '@tenants/default-stock-filter'
import { DEFAULT_NEW_TAG_NAME, DEFAULT_SOLD_TAG_TEXT } from '@/domain/tags/constants'

/** Per-site settings named by the specs (architecture: sites). */
export const settingsField: GroupField = {
  name: 'settings',
  label: 'Settings',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'sales_phone',
          label: 'Sales phone',
          type: 'text',
          admin: { description: 'Shown in the header and footer.' },
        },
        { name: 'service_phone', label: 'Service phone', type: 'text' },
        { name: 'parts_phone', label: 'Parts phone', type: 'text' },
      ],
    },
    { name: 'email', label: 'Email', type: 'email' },
    {
      type: 'row',
      fields: [
        {
          name: 'finance_link',
          label: 'Finance page link',
          type: 'text',
          admin: {
            description:
              'Where finance links go (finance §2: /finance by default). A path on this site or an https address.',
          },
        },
      ],
    },
    {
      name: 'finance_steps',
      label: 'Finance steps',
      type: 'array',
      maxRows: 3,
      admin: { description: 'The finance sidebar steps (finance §2). Empty: the three default steps.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', label: 'Title', type: 'text', required: true },
            { name: 'text', label: 'Text', type: 'text' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        // Empty inherits the platform settings, then the spec default (issue 14 §5).
        {
          name: 'no_price_text',
          label: 'Text when there is no price',
          type: 'text',
          admin: { description: `Empty: the platform's, else '${DEFAULT_NO_PRICE_TEXT}'.` },
        },
        {
          name: 'new_tag_name',
          label: 'New-arrival tag text',
          type: 'text',
          admin: { description: `Empty: the platform's, else '${DEFAULT_NEW_TAG_NAME}'.` },
        },
        {
          name: 'sold_tag_text',
          label: 'Sold tag text',
          type: 'text',
          admin: { description: `Empty: the platform's, else '${DEFAULT_SOLD_TAG_TEXT}'.` },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'include_sold_cars_days',
          label: 'Days sold cars stay listed',
          type: 'number',
          min: 0,
          max: MAX_INCLUDE_SOLD_CARS_DAYS,
          defaultValue: DEFAULT_INCLUDE_SOLD_CARS_DAYS,
          admin: { description: 'Sold cars stay listed this many days (stock §9: 3 by default).' },
        },
        {
          name: 'default_stock_filter',
          label: 'Default stock filter',
          type: 'number',
          min: 0,
          max: DEFAULT_STOCK_FILTER_MAX,
          defaultValue: DEFAULT_STOCK_FILTER_VALUE,
          admin: {
            description: `Where "Search all stock" and a bare /search go (stock §9): ${DEFAULT_STOCK_FILTERS.map((f) => `${f.value} ${f.label}`).join('; ')}.`,
          },
        },
        {
          name: 'promo_card_position',
          label: 'Promo card position',
          type: 'number',
          min: 0,
          defaultValue: 5,
          admin: { description: "Card index of the 'We Want Your Car' promo card in results; 0 hides it." },
        },
        {
          name: 'promo_card_link',
          label: 'Promo card link',
          type: 'text',
          defaultValue: DEFAULT_PROMO_CARD_LINK,
          admin: {
            description:
              'Where the \'We Want Your Car\' card links (finance §2 "linking to a configured address"), e.g. /trade-in or /sell-my-car.',
          },
        },
      ],
    },
    {
      name: 'stock_total_cap',
      label: 'Stock count shown above 1999',
      type: 'number',
      min: 0,
      admin: { description: 'Displayed stock count when hits exceed 1999 (stock §9).' },
    },
    {
      name: 'excluded_stocknums',
      label: 'Excluded stock numbers',
      type: 'text',
      hasMany: true,
      admin: { description: 'Stock numbers never listed on this site (stock §9).' },
    },
    { name: 'tagline', label: 'Tagline', type: 'text', admin: { description: 'Home page headline.' } },
    {
      name: 'certified_logo',
      label: 'Certified pre-owned logo',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          "The certified pre-owned programme's logo, shown as the card tag of certified cars (stock §4 tag rule 3). Without one the tag is the text 'Certified'.",
      },
    },
    analyticsSettings,
  ],
}
