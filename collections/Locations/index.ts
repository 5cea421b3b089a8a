import type { CollectionConfig } from 'payload'

import { staffAccess } from '@/access/staff'
import { AU_TIME_ZONES } from '@/domain/locations/time-zones'
import { addressField } from '@/fields/address'
import { licenceRow } from '@/fields/licences'
import { slugField } from '@/fields/slug'
import { sameTenantMedia } from '@/fields/tenant-media'

import { revalidates } from '../hooks/revalidates'
import { fillTimeZone } from './hooks/fill-time-zone'
import { reindexCars } from './hooks/reindex-cars'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const time = (name: string, label: string) => ({
  name,
  label,
  type: 'text' as const,
  admin: { placeholder: '08:30', width: '25%' },
})

const expire = revalidates('locations')

/** A dealership's site (stock §3, finance §3 Location), with opening and special hours. */
export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: { useAsTitle: 'name', group: 'Dealers', defaultColumns: ['name', 'dealership', 'location_type', 'visible'] },
  access: staffAccess(),
  hooks: {
    beforeValidate: [fillTimeZone],
    afterChange: [expire.afterChange, reindexCars],
    afterDelete: [expire.afterDelete],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Location',
          fields: [
            { name: 'name', label: 'Name', type: 'text', required: true },
            slugField('name', { required: true }),
            {
              name: 'dealership',
              label: 'Dealership',
              type: 'relationship',
              relationTo: 'dealerships',
              required: true,
              index: true,
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'location_type',
                  label: 'Location type',
                  type: 'select',
                  admin: { description: 'Empty means sales.' },
                  options: ['sales', 'used', 'service', 'parts'].map((v) => ({ label: v, value: v })),
                },
                {
                  name: 'location_subtype',
                  label: 'Location subtype',
                  type: 'text',
                  admin: { description: "Text containing 'pre-owned sales' counts as used." },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'visible', label: 'Shown on the site', type: 'checkbox', defaultValue: true },
                { name: 'primary', label: 'Primary location', type: 'checkbox' },
              ],
            },
            addressField(),
            {
              type: 'row',
              fields: [
                {
                  name: 'time_zone',
                  label: 'Time zone',
                  type: 'select',
                  options: AU_TIME_ZONES.map((z) => ({
                    label: z.replace('Australia/', '').replace('_', ' '),
                    value: z,
                  })),
                  admin: { description: "Opening hours are times here. Empty takes the state's zone." },
                },
                {
                  name: 'badge',
                  label: 'Badge',
                  type: 'text',
                  admin: { description: "Shown beside the location's heading, e.g. 'COMING EARLY 2026'." },
                },
              ],
            },
            { name: 'manufacturers', label: 'Manufacturers', type: 'text', hasMany: true },
            { name: 'distribution_locations', label: 'Distribution locations', type: 'text', hasMany: true },
            { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', filterOptions: sameTenantMedia },
            licenceRow(),
          ],
        },
        {
          label: 'Contact & hours',
          fields: [
            {
              name: 'contact_detail',
              label: 'Contact details',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'phone', label: 'Phone', type: 'text' },
                    { name: 'landline_phone', label: 'Landline', type: 'text' },
                  ],
                },
                {
                  name: 'opening_hours',
                  label: 'Opening hours',
                  type: 'array',
                  labels: { singular: 'Day', plural: 'Days' },
                  maxRows: 7,
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'weekday',
                          label: 'Day',
                          type: 'select',
                          required: true,
                          options: WEEKDAYS.map((label, i) => ({ label, value: String(i) })),
                          admin: { width: '25%' },
                        },
                        {
                          name: 'status',
                          label: 'Status',
                          type: 'select',
                          required: true,
                          defaultValue: 'Open',
                          options: ['Open', 'Closed'],
                          admin: { width: '25%' },
                        },
                        time('open', 'Opens'),
                        time('close', 'Closes'),
                      ],
                    },
                  ],
                },
              ],
            },
            {
              name: 'special_hours',
              label: 'Special hours',
              type: 'array',
              labels: { singular: 'Holiday', plural: 'Holidays' },
              admin: { description: 'Public holidays and other exceptions.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'date',
                      label: 'Date',
                      type: 'date',
                      required: true,
                      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
                    },
                    {
                      name: 'status',
                      label: 'Status',
                      type: 'select',
                      required: true,
                      defaultValue: 'Closed',
                      options: ['Open', 'Closed'],
                    },
                    time('start_hour', 'Opens'),
                    time('end_hour', 'Closes'),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
