import type { Field } from 'payload'

import { META_PIXEL_ID_PATTERN, TAG_ID_PATTERN, TRACKING_CONSENTS } from '@/domain/analytics/tags'

const matches = (pattern: RegExp, message: string) => (value: unknown) =>
  value == null || value === '' || pattern.test(String(value).trim().toUpperCase()) || message

/** The site's third-party tags and its consent setting (stock §7 analytics and pixel). */
export const analyticsSettings: Field = {
  type: 'collapsible',
  label: 'Analytics and pixel',
  admin: { initCollapsed: true },
  fields: [
    {
      name: 'tracking_consent',
      label: 'Tracking consent',
      type: 'select',
      defaultValue: 'none',
      options: TRACKING_CONSENTS.map((value) => ({
        value,
        label: value === 'none' ? 'No third-party tags' : 'Consent given: load the tags',
      })),
      admin: {
        description:
          'Third-party tags load only when this says consent is given, and only once the page is interactive.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tag_id',
          label: 'Google tag ID',
          type: 'text',
          validate: matches(TAG_ID_PATTERN, 'A tag manager id (GTM-XXXXXXX) or an analytics id (G-XXXXXXXXXX).'),
          admin: { description: 'Google tag manager or analytics id.' },
        },
        {
          name: 'meta_pixel_id',
          label: 'Meta Pixel ID',
          type: 'text',
          validate: matches(META_PIXEL_ID_PATTERN, 'A Meta pixel id is 5 to 20 digits.'),
          admin: { description: 'Sends ViewContent on vehicle pages.' },
        },
      ],
    },
  ],
}
