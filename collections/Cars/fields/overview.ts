import type { Field } from 'payload'

import { CAR_STATUSES, CAR_TYPES, ITEM_TYPES } from '@/domain/cars/vocabulary'
import { slugField } from '@/fields/slug'

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }))

/** Identity, status and where the car is (stock §3 Car). */
export const overviewFields: Field[] = [
  { name: 'name', type: 'text', required: true, admin: { description: 'e.g. 2022 Toyota Corolla Ascent Sport' } },
  slugField('name', {
    required: true,
    admin: { position: 'sidebar', description: 'Unique within the tenant: /cars/{slug}.' },
  }),
  {
    type: 'row',
    fields: [
      { name: 'year', type: 'number', min: 1900, max: 2100, index: true },
      { name: 'make', type: 'text', required: true, index: true },
      { name: 'model', type: 'text', required: true, index: true },
      { name: 'badge', type: 'text' },
      { name: 'series', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'car_type', type: 'select', required: true, options: options(CAR_TYPES), index: true },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'in_stock',
        options: options(CAR_STATUSES),
        index: true,
      },
      { name: 'item_type', type: 'select', defaultValue: 'car', options: options(ITEM_TYPES), index: true },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'tag', type: 'text', admin: { description: "Own tag text, e.g. 'Test Drive Only'." } },
      { name: 'reserved', type: 'checkbox', index: true },
      { name: 'certified', type: 'checkbox', index: true },
      { name: 'preorder', type: 'checkbox' },
      { name: 'show_on_dealer_website', type: 'checkbox', defaultValue: true, index: true },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true, index: true },
      { name: 'location', type: 'relationship', relationTo: 'locations', index: true },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'stocknum', type: 'text', index: true },
      { name: 'vin', type: 'text', index: true },
      { name: 'nvic', type: 'text' },
      { name: 'regplate', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'rego_expiry',
        type: 'date',
        admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
      },
      {
        name: 'build_date',
        type: 'date',
        admin: { date: { pickerAppearance: 'monthOnly', displayFormat: 'MM/yyyy' } },
      },
      {
        name: 'compliance_date',
        type: 'date',
        admin: { date: { pickerAppearance: 'monthOnly', displayFormat: 'MM/yyyy' } },
      },
      { name: 'sold_date', type: 'date', index: true, admin: { description: 'Set when the status becomes sold.' } },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'city', type: 'text', index: true },
      { name: 'state', type: 'text', index: true },
      { name: 'private_suburb', type: 'text' },
      { name: 'private_postcode', type: 'text' },
    ],
  },
  { name: 'views', type: 'number', defaultValue: 0, admin: { readOnly: true, position: 'sidebar' } },
  {
    name: 'rank',
    type: 'number',
    defaultValue: 0,
    index: true,
    admin: { position: 'sidebar', description: 'Custom rank: higher sorts first.' },
  },
]
