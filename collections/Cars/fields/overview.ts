import type { Field } from 'payload'

import { wordOptions } from '@/domain/admin/words'
import { CAR_ADMIN_STATUSES, CAR_STATUS_WORDS, CAR_TYPES, ITEM_TYPES } from '@/domain/cars/vocabulary'
import { CAR_SLUG_RULE, slugField } from '@/fields/slug'

/** Identity, status and where the car is (stock §3 Car). */
export const overviewFields: Field[] = [
  {
    name: 'name',
    label: 'Name',
    type: 'text',
    required: true,
    admin: { description: 'e.g. 2022 Toyota Corolla Ascent Sport' },
  },
  slugField(
    'name',
    { required: true, admin: { position: 'sidebar', description: 'Unique within the tenant: /cars/{slug}.' } },
    CAR_SLUG_RULE,
  ),
  {
    type: 'row',
    fields: [
      { name: 'year', label: 'Year', type: 'number', min: 1900, max: 2100, index: true },
      { name: 'make', label: 'Make', type: 'text', required: true, index: true },
      { name: 'model', label: 'Model', type: 'text', required: true, index: true },
      { name: 'badge', label: 'Badge', type: 'text' },
      { name: 'series', label: 'Series', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'car_type',
        label: 'Car type',
        type: 'select',
        required: true,
        options: wordOptions(CAR_TYPES),
        index: true,
      },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'in_stock',
        label: 'Status',
        options: CAR_ADMIN_STATUSES.map((v) => ({ label: CAR_STATUS_WORDS[v], value: v })),
        admin: { description: 'Withdrawn cars are not shown on the site.' },
        index: true,
      },
      {
        name: 'item_type',
        label: 'Item type',
        type: 'select',
        defaultValue: 'car',
        options: wordOptions(ITEM_TYPES),
        index: true,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'tag', label: 'Tag', type: 'text', admin: { description: "Own tag text, e.g. 'Test Drive Only'." } },
      { name: 'reserved', label: 'Reserved', type: 'checkbox', index: true },
      { name: 'certified', label: 'Certified pre-owned', type: 'checkbox', index: true },
      { name: 'preorder', label: 'Pre-order', type: 'checkbox' },
      { name: 'show_on_dealer_website', label: 'Show on website', type: 'checkbox', defaultValue: true, index: true },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'dealership',
        label: 'Dealership',
        type: 'relationship',
        relationTo: 'dealerships',
        required: true,
        index: true,
      },
      { name: 'location', label: 'Location', type: 'relationship', relationTo: 'locations', index: true },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'stocknum', label: 'Stock number', type: 'text', index: true },
      { name: 'vin', label: 'VIN', type: 'text', index: true },
      { name: 'nvic', label: 'NVIC', type: 'text' },
      { name: 'regplate', label: 'Registration', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'rego_expiry',
        label: 'Rego expiry',
        type: 'date',
        admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
      },
      {
        name: 'build_date',
        label: 'Build date',
        type: 'date',
        admin: { date: { pickerAppearance: 'monthOnly', displayFormat: 'MM/yyyy' } },
      },
      {
        name: 'compliance_date',
        label: 'Compliance date',
        type: 'date',
        admin: { date: { pickerAppearance: 'monthOnly', displayFormat: 'MM/yyyy' } },
      },
      {
        name: 'sold_date',
        label: 'Sold on',
        type: 'date',
        index: true,
        admin: { description: 'Set when the status becomes sold.', date: { displayFormat: 'dd/MM/yyyy' } },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'city', label: 'City', type: 'text', index: true },
      { name: 'state', label: 'State', type: 'text', index: true },
      { name: 'private_suburb', label: 'Private seller suburb', type: 'text' },
      { name: 'private_postcode', label: 'Private seller postcode', type: 'text' },
    ],
  },
  {
    name: 'views',
    label: 'Page views',
    type: 'number',
    defaultValue: 0,
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'rank',
    label: 'Rank',
    type: 'number',
    defaultValue: 0,
    index: true,
    admin: { position: 'sidebar', description: 'Custom rank: higher sorts first.' },
  },
]
