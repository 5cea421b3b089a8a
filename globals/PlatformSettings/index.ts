import type { GlobalConfig } from 'payload'

import { isSuperAdmin } from '@/access/is-super-admin'
import { isSuperAdminUser } from '@/access/roles'
import { tags } from '@/cache/tags'
import { META_PIXEL_ID_PATTERN, TAG_ID_PATTERN } from '@/domain/analytics/tags'
import { RATE_CARD_DISCLAIMER } from '@/domain/finance/disclaimer'
import { DEFAULT_NO_PRICE_TEXT } from '@/domain/pricing/listing-price'
import { financeDisclaimerField, smsSenderNameField } from '@/fields/platform-defaults'
import { revalidatesGlobal } from '@collections/hooks/revalidates'

/** Sites carry the merged settings, so a platform edit expires them too. */
const expire = revalidatesGlobal(tags.platformSettings, tags.sites)

const matches = (pattern: RegExp, message: string) => (value: unknown) =>
  value == null || value === '' || pattern.test(String(value).trim().toUpperCase()) || message

const inherited = 'Every site shows this unless its own setting says otherwise.'

/**
 * Platform settings (docs/features/content.md "Platform settings (super-admins)"): defaults every site inherits
 * unless it overrides them (src/domain/platform-settings.ts merges them). Super-admins only: dealer
 * staff neither see nor read it; the sites read it through the local API.
 */
export const PlatformSettings: GlobalConfig = {
  slug: 'platform-settings',
  label: 'Platform settings',
  admin: { group: 'Platform', hidden: ({ user }) => !isSuperAdminUser(user as never) },
  access: { read: isSuperAdmin, update: isSuperAdmin, readVersions: isSuperAdmin },
  hooks: { afterChange: [expire.afterChange] },
  fields: [
    {
      type: 'collapsible',
      label: 'Texts on every site',
      fields: [
        {
          name: 'no_price_text',
          label: 'Text when there is no price',
          type: 'text',
          admin: { description: `Shown for a car with no price. ${inherited} Empty: '${DEFAULT_NO_PRICE_TEXT}'` },
        },
        {
          type: 'row',
          fields: [
            { name: 'new_tag_name', label: 'New-arrival tag text', type: 'text', admin: { description: inherited } },
            { name: 'sold_tag_text', label: 'Sold tag text', type: 'text', admin: { description: inherited } },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Disclaimer templates',
      fields: [financeDisclaimerField(`${inherited} Empty: '${RATE_CARD_DISCLAIMER}'`)],
    },
    {
      type: 'collapsible',
      label: 'Text messages',
      fields: [smsSenderNameField(`${inherited} Empty: the gateway's own (SMS_SENDER).`)],
    },
    {
      type: 'collapsible',
      label: 'Analytics and pixel',
      admin: { description: 'Loaded only on sites whose tracking consent is given.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'tag_id',
              label: 'Google tag ID',
              type: 'text',
              validate: matches(TAG_ID_PATTERN, 'A tag manager id (GTM-XXXXXXX) or an analytics id (G-XXXXXXXXXX).'),
              admin: { description: inherited },
            },
            {
              name: 'meta_pixel_id',
              label: 'Meta Pixel ID',
              type: 'text',
              validate: matches(META_PIXEL_ID_PATTERN, 'A Meta pixel id is 5 to 20 digits.'),
              admin: { description: inherited },
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Lead e-mails',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'email_from_name',
              label: 'Sender name',
              type: 'text',
              admin: { description: 'e.g. Forecourt Leads' },
            },
            {
              name: 'email_from_address',
              label: 'Sender email address',
              type: 'email',
              admin: { description: 'The sender of lead e-mails. Empty: the server’s SMTP_FROM.' },
            },
          ],
        },
      ],
    },
  ],
}
