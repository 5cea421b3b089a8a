import type { FilterOptions, GroupField, TextFieldSingleValidation } from 'payload'

import { DEFAULT_INCLUDE_SOLD_CARS_DAYS, MAX_INCLUDE_SOLD_CARS_DAYS } from '@/domain/availability/listing'
import { RATE_CARD_DISCLAIMER } from '@/domain/finance/disclaimer'
import { relationId } from '@/domain/ids'
import { VEHICLE_LOCATION_FILTER_LABELS, VEHICLE_LOCATION_FILTERS } from '@/domain/locations/carousel'
import { normaliseServicePath, servicePathProblem } from '@/domain/locations/service-pages'
import { formatPrice } from '@/domain/pricing/format'
import { DEFAULT_NO_PRICE_TEXT } from '@/domain/pricing/listing-price'
import { DEFAULT_PROMO_CARD_LINK } from '@/domain/promo/promo-card-href'
import {
  DEFAULT_RESERVATIONS_PER_SHOPPER,
  MAX_RESERVATIONS_PER_SHOPPER,
  MAX_RESERVE_DEPOSIT,
} from '@/domain/reservations'
import { DEFAULT_NEW_TAG_NAME, DEFAULT_SOLD_TAG_TEXT } from '@/domain/tags/card-tag'
import { DEFAULT_RESERVE_DEPOSIT } from '@/domain/vehicle/reserve'
import { validatePageAddress } from '@/fields/link'
import { financeDisclaimerField, smsSenderNameField } from '@/fields/platform-defaults'
import {
  DEFAULT_STOCK_FILTER_MAX,
  DEFAULT_STOCK_FILTER_VALUE,
  DEFAULT_STOCK_FILTERS,
} from '@tenants/default-stock-filter'

import { analyticsSettings } from './analytics'

/** Relationship pickers of a site offer only its own tenant's documents (and validation rejects others). */
const sameTenant: FilterOptions = ({ data }) => {
  const id = relationId((data as { tenant?: unknown } | undefined)?.tenant)
  return id === null || id === '' ? false : { tenant: { equals: id } }
}

const servicePathValidate: TextFieldSingleValidation = (value) =>
  typeof value === 'string' ? (servicePathProblem(value) ?? true) : 'Enter an address.'

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
    {
      type: 'row',
      fields: [{ name: 'email', label: 'Email', type: 'email' }, smsSenderNameField("Empty: the platform's.")],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'finance_link',
          label: 'Finance page link',
          type: 'text',
          validate: validatePageAddress,
          admin: {
            description: 'Where finance links go (/finance by default). A path on this site or an https address.',
          },
        },
      ],
    },
    financeDisclaimerField(`Empty: the platform's template, else '${RATE_CARD_DISCLAIMER}'`),
    {
      name: 'finance_steps',
      label: 'Finance steps',
      type: 'array',
      labels: { singular: 'Step', plural: 'Steps' },
      maxRows: 3,
      admin: { description: 'The finance sidebar steps. Empty: the three default steps.' },
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
        // Empty inherits the platform settings, then the spec default (docs/features/content.md "Platform settings
        // (super-admins)").
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
          name: 'reserve_deposit',
          label: 'Reserve deposit ($)',
          type: 'number',
          min: 1,
          max: MAX_RESERVE_DEPOSIT,
          admin: {
            description: `The holding deposit for Reserve Now. Empty: ${formatPrice(DEFAULT_RESERVE_DEPOSIT)}.`,
          },
        },
        {
          name: 'reservations_per_shopper',
          label: 'Reservations per shopper',
          type: 'number',
          min: 1,
          max: MAX_RESERVATIONS_PER_SHOPPER,
          admin: {
            description: `How many cars one shopper may have reserved on this site at once (docs/features/reservations.md "Reserve and online purchase"). Empty: ${DEFAULT_RESERVATIONS_PER_SHOPPER}.`,
          },
        },
        {
          name: 'include_sold_cars_days',
          label: 'Days sold cars stay listed',
          type: 'number',
          min: 0,
          max: MAX_INCLUDE_SOLD_CARS_DAYS,
          defaultValue: DEFAULT_INCLUDE_SOLD_CARS_DAYS,
          admin: { description: 'Sold cars stay listed this many days (3 by default).' },
        },
        {
          name: 'default_stock_filter',
          label: 'Default stock filter',
          type: 'number',
          min: 0,
          max: DEFAULT_STOCK_FILTER_MAX,
          defaultValue: DEFAULT_STOCK_FILTER_VALUE,
          admin: {
            description: `Where "Search all stock" and a bare /search go: ${DEFAULT_STOCK_FILTERS.map((f) => `${f.value} ${f.label}`).join('; ')}.`,
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
            description: "Where the 'We Want Your Car' card links, e.g. /trade-in or /sell-my-car.",
          },
        },
      ],
    },
    {
      name: 'stock_total_cap',
      label: 'Stock count shown above 1999',
      type: 'number',
      min: 0,
      admin: { description: 'Displayed stock count when hits exceed 1999.' },
    },
    {
      name: 'excluded_stocknums',
      label: 'Excluded stock numbers',
      type: 'text',
      hasMany: true,
      admin: { description: 'Stock numbers never listed on this site.' },
    },
    { name: 'tagline', label: 'Tagline', type: 'text', admin: { description: 'Home page headline.' } },
    {
      // The group home from content (docs/features/content.md "Add a banner or a promo card", "Group home"; stock §1
      // "a stats banner (50+ locations, 40+ brands, 30+ years)").
      name: 'group_stats',
      label: 'Group stats',
      type: 'array',
      maxRows: 4,
      labels: { singular: 'Figure', plural: 'Figures' },
      admin: {
        condition: (data) => data?.template === 'group',
        description: "The group home's stats banner, e.g. 50+ / locations. Empty: no banner.",
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', label: 'Figure', type: 'text', required: true },
            { name: 'label', label: 'Label', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'group_profile',
      label: 'Group profile',
      type: 'textarea',
      admin: {
        condition: (data) => data?.template === 'group',
        description: 'About the group, on the group home. A blank line starts a new paragraph.',
      },
    },
    {
      name: 'certified_logo',
      label: 'Certified pre-owned logo',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          "The certified pre-owned programme's logo, shown as the card tag of certified cars. Without one the tag is the text 'Certified'.",
      },
    },
    {
      type: 'collapsible',
      label: 'Locations and service',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'vehicle_locations',
              label: 'Vehicle page locations block',
              type: 'select',
              defaultValue: 'primary',
              options: VEHICLE_LOCATION_FILTERS.map((value) => ({
                value,
                label: VEHICLE_LOCATION_FILTER_LABELS[value],
              })),
              admin: {
                description: "Which locations the vehicle page lists. The type filters read the car's own dealership.",
              },
            },
            {
              name: 'vehicle_location',
              label: 'Location',
              type: 'relationship',
              relationTo: 'locations',
              filterOptions: sameTenant,
              admin: { condition: (_, sibling) => sibling?.vehicle_locations === 'location' },
            },
          ],
        },
        {
          name: 'service_pages',
          label: 'Service pages',
          labels: { singular: 'Service page', plural: 'Service pages' },
          type: 'array',
          maxRows: 20,
          admin: {
            description:
              'Extra service-booking pages at their own address, e.g. /subaru-service or /service-noosa. Any other address still answers 404.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'path',
                  label: 'Address',
                  type: 'text',
                  required: true,
                  validate: servicePathValidate,
                  hooks: {
                    beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseServicePath(value) : value)],
                  },
                  admin: { description: 'One segment, e.g. subaru-service.' },
                },
                {
                  name: 'title',
                  label: 'Heading',
                  type: 'text',
                  admin: { description: "Defaults to 'Book a Service'." },
                },
                {
                  name: 'make',
                  label: 'Make',
                  type: 'text',
                  admin: { description: 'Only the booking links of this make (e.g. Subaru).' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'location',
                  label: 'Service centre',
                  type: 'relationship',
                  relationTo: 'locations',
                  filterOptions: sameTenant,
                  admin: { description: 'Preselected on the form, and the only one listed.' },
                },
                {
                  name: 'requires_booking_url',
                  label: 'Only when a service-booking URL exists',
                  type: 'checkbox',
                  defaultValue: false,
                  admin: {
                    description: 'Answer 404 unless the dealership has an online booking link.',
                  },
                },
              ],
            },
          ],
        },
      ],
    },
    analyticsSettings,
  ],
}
