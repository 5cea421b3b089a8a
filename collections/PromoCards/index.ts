import type { CollectionConfig } from 'payload'

import { staffAccess } from '@/access/staff'
import { PROMO_CARD_TITLE } from '@/domain/promo/place-promo-card'
import { sitesField, validateLinkTarget } from '@/fields/link'
import { backgroundField, scheduleFields, validateSchedule } from '@/fields/schedule'
import { sameTenantMedia } from '@/fields/tenant-media'

import { withHistory } from '../hooks/history'
import { revalidates } from '../hooks/revalidates'

const expire = revalidates('promo-cards')

/**
 * The promo card among the results (finance §3 "Promo card: imageSrc, imageAlt, linkHref, background,
 * expiry"): the first live one replaces the default 'We Want Your Car' card; expired cards never show.
 */
export const PromoCards: CollectionConfig = withHistory({
  slug: 'promo-cards',
  labels: { singular: 'Promo card', plural: 'Promo cards' },
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'image', 'link', 'starts_at', 'expires_at', 'sites'],
    description: `The card among the stock results (the site's promo card position). The live card with the soonest expiry shows; with none, the default '${PROMO_CARD_TITLE}' card.`,
  },
  access: staffAccess(),
  hooks: {
    beforeValidate: [validateSchedule('promo-cards', 'promo card')],
    ...expire.hooks,
  },
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true, defaultValue: PROMO_CARD_TITLE },
    { name: 'text', label: 'Text', type: 'textarea', admin: { description: 'A line or two under the title.' } },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', filterOptions: sameTenantMedia },
    {
      name: 'alt',
      label: 'Alt text (for screen readers)',
      type: 'text',
      admin: { description: 'What the picture shows; empty when it only decorates the card.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'link',
          label: 'Link',
          type: 'text',
          required: true,
          defaultValue: '/trade-in',
          validate: validateLinkTarget,
          admin: { description: 'A page of this site (/sell-my-car) or an https:// address.' },
        },
        { name: 'link_label', type: 'text', required: true, defaultValue: 'Value my car', label: 'Button text' },
      ],
    },
    backgroundField,
    scheduleFields,
    sitesField,
  ],
})
