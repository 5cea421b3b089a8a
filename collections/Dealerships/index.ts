import type { CollectionConfig } from 'payload'

import { isStaff, isTenantAdmin } from '@/access/staff'
import { tags } from '@/cache/tags'
import { MAX_INCLUDE_SOLD_CARS_DAYS } from '@/domain/availability/listing'
import { VEHICLE_KIND_HEADINGS, VEHICLE_KINDS } from '@/domain/content/group-home'
import { TERM_INCREMENT_MAX_YEARS, TERM_INCREMENT_MIN_YEARS } from '@/domain/finance/calculator'
import { FINANCE_PROVIDERS } from '@/domain/finance/providers'
import { DEFAULT_EOFY_LINK } from '@/domain/promo/eofy'
import { addressField } from '@/fields/address'
import { leadDeliveryTab } from '@/fields/lead-delivery'
import { licenceRow } from '@/fields/licences'
import { validateHttpsUrl, validateLinkTarget } from '@/fields/link'
import { slugField } from '@/fields/slug'
import { stockFeedTab } from '@/fields/stock-feed'
import { sameTenantMedia } from '@/fields/tenant-media'

import { revalidates } from '../hooks/revalidates'
import { stockFeedActions } from './endpoints/stock-feed-actions'
import { keepWhileInUse } from './hooks/keep-while-in-use'
import { liveOffersCount } from './hooks/offers-count'
import { reindexCars } from './hooks/reindex-cars'

const expire = revalidates('dealerships', tags.sites)

/** The business (finance §3 Dealership configuration). A group tenant has many. */
export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  admin: { useAsTitle: 'name', group: 'Dealers', defaultColumns: ['name', 'slug', 'manufacturer', 'tenant'] },
  access: { read: isStaff, create: isTenantAdmin, update: isStaff, delete: isTenantAdmin },
  endpoints: [stockFeedActions],
  // Sites embed their dealerships' names and phones, so a dealership edit expires the sites too.
  hooks: {
    beforeDelete: [keepWhileInUse],
    afterChange: [expire.afterChange, reindexCars],
    afterDelete: [expire.afterDelete],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Business',
          fields: [
            { name: 'name', label: 'Name', type: 'text', required: true },
            slugField('name', {
              required: true,
              unique: true,
              admin: { position: 'sidebar', description: 'Used in /search/{dealership_slug}; unique on the platform.' },
            }),
            {
              type: 'row',
              fields: [
                {
                  name: 'manufacturer',
                  label: 'Manufacturer',
                  type: 'text',
                  admin: { description: 'Franchise make, e.g. Toyota. Empty for used-only dealers.' },
                },
                {
                  name: 'vehicle_kind',
                  label: 'Vehicle kind',
                  type: 'select',
                  defaultValue: 'car',
                  options: VEHICLE_KINDS.map((value) => ({ value, label: VEHICLE_KIND_HEADINGS[value] })),
                  admin: { description: 'Which brand grid of the group home the make is in.' },
                },
              ],
            },
            addressField(),
            {
              type: 'row',
              fields: [
                { name: 'email', label: 'Email', type: 'email' },
                { name: 'url', label: 'Website', type: 'text', validate: validateHttpsUrl },
              ],
            },
            { name: 'logo', label: 'Logo', type: 'upload', relationTo: 'media', filterOptions: sameTenantMedia },
            licenceRow(),
          ],
        },
        {
          label: 'Phones',
          fields: [
            {
              name: 'phones',
              label: 'Phones',
              type: 'group',
              admin: { description: 'Per car type; the vehicle page picks by the car type.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'main', label: 'Main', type: 'text' },
                    { name: 'new', label: 'New cars', type: 'text' },
                    { name: 'used', label: 'Used cars', type: 'text' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'demo', label: 'Demo cars', type: 'text' },
                    { name: 'service', label: 'Service', type: 'text' },
                    { name: 'parts', label: 'Parts', type: 'text' },
                  ],
                },
                {
                  name: 'call_override',
                  label: 'Always call this number',
                  type: 'text',
                  admin: {
                    description: 'Always call this number from vehicle pages.',
                  },
                },
              ],
            },
          ],
        },
        {
          label: 'Finance',
          fields: [
            {
              name: 'finance_provider',
              label: 'Finance provider',
              type: 'select',
              options: FINANCE_PROVIDERS.map((p) => ({ label: p, value: p })),
            },
            {
              name: 'rate_card',
              label: 'Rate card',
              type: 'group',
              admin: { description: 'Rates the default finance provider computes estimates from.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'interest_rate', label: 'Interest rate (%)', type: 'number', min: 0, max: 30 },
                    { name: 'comparison_rate', label: 'Comparison rate (%)', type: 'number', min: 0, max: 30 },
                    { name: 'establishment_fee', label: 'Establishment fee ($)', type: 'number', min: 0 },
                    { name: 'default_term_years', label: 'Default term (years)', type: 'number', min: 1, max: 7 },
                  ],
                },
                {
                  // spec: finance §5 "Loan term in years: … step 0.5, or custom year increments when configured."
                  name: 'term_increment_years',
                  label: 'Loan term increments (years)',
                  type: 'number',
                  min: TERM_INCREMENT_MIN_YEARS,
                  max: TERM_INCREMENT_MAX_YEARS,
                  admin: {
                    step: 0.25,
                    description:
                      "The vehicle page calculator's loan term moves in steps of this many years from 1 (e.g. 1 for whole years). Empty: half years.",
                  },
                },
              ],
            },
          ],
        },
        {
          label: 'Service & flags',
          fields: [
            { name: 'xtime_url', label: 'Service booking URL', type: 'text', validate: validateHttpsUrl },
            {
              name: 'service_booking_links',
              label: 'Service booking links',
              type: 'array',
              labels: { singular: 'Booking link', plural: 'Booking links' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', label: 'Name', type: 'text' },
                    { name: 'make', label: 'Make', type: 'text' },
                    { name: 'url', label: 'Booking link', type: 'text' },
                  ],
                },
              ],
            },
            {
              name: 'include_sold_cars_days',
              label: 'Days sold cars stay listed',
              type: 'number',
              min: 0,
              max: MAX_INCLUDE_SOLD_CARS_DAYS,
              admin: { description: "Overrides the site's sold-car window for this dealership's stock." },
            },
            {
              name: 'eofy_link',
              label: 'EOFY promo link',
              type: 'text',
              defaultValue: DEFAULT_EOFY_LINK,
              validate: validateLinkTarget,
              admin: {
                description: `Where this dealership's end-of-financial-year promotion links, e.g. /pages/eofy-sale-miranda: a page of the site or an https address. Default ${DEFAULT_EOFY_LINK}.`,
              },
            },
            {
              name: 'offers',
              label: 'Offers',
              type: 'group',
              fields: [
                {
                  name: 'count',
                  label: 'Live offers',
                  type: 'number',
                  virtual: true,
                  hooks: { afterRead: [liveOffersCount] },
                  admin: {
                    readOnly: true,
                    description: 'Special offers live now on the sites that list this dealership.',
                  },
                },
              ],
            },
            {
              // finance §3 "podium_api_token"; §6 "Enquire replaces Instant Message when a chat token exists…"
              name: 'podium_api_token',
              label: 'Podium webchat token',
              type: 'text',
              admin: {
                description: "The dealership's Podium organisation token, for its Instant message webchat.",
              },
            },
          ],
        },
        leadDeliveryTab,
        {
          label: 'Stock import',
          fields: [
            {
              name: 'import_mapping',
              label: 'Import column mapping',
              type: 'json',
              admin: {
                description:
                  'Your stock file\'s column names, saved from the last import that asked to keep them, e.g. { "stocknum": "Stock No", "price": "Drive Away" }. Import stock at /admin/stock-import.',
              },
            },
          ],
        },
        stockFeedTab,
      ],
    },
  ],
}
