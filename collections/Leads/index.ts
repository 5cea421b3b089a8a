import type { CollectionConfig } from 'payload'

import { isStaff, isTenantAdmin } from '@/access/staff'

import { exportLeadsCsv } from './endpoints/exportCsv'
import { retryDeliveryEndpoint } from './endpoints/retryDelivery'
import { deliveryFields } from './delivery-fields'

/**
 * Shopper enquiries. Written only by the app's own endpoints (local API, scoped to the site of the
 * request host); never created or read anonymously through REST or GraphQL.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'name',
    group: 'Shoppers',
    defaultColumns: [
      'createdAt',
      'type',
      'name',
      'site',
      'car',
      'delivery_status',
      'delivery_attempt_count',
      'delivery_last_error',
    ],
  },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isTenantAdmin },
  defaultSort: '-createdAt',
  endpoints: [retryDeliveryEndpoint, exportLeadsCsv],
  // A retried POST /api/leads with the same Idempotency-Key finds its lead instead of storing a
  // second one, even when both tries race: the database refuses the second row (issue 8).
  indexes: [{ fields: ['site', 'idempotency_key'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          options: [
            'enquiry',
            'test_drive',
            'request_photos',
            'similar_car',
            'finance',
            'trade_in',
            'reserve',
            'contact',
            'offer_accepted',
            'service',
            'parts',
          ].map((v) => ({ label: v, value: v })),
        },
        {
          name: 'status',
          type: 'select',
          defaultValue: 'new',
          options: ['new', 'contacted', 'closed'].map((v) => ({ label: v, value: v })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'site', type: 'relationship', relationTo: 'sites', required: true },
        { name: 'car', type: 'relationship', relationTo: 'cars' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
        { name: 'location_id', type: 'text' },
        { name: 'event_id', type: 'number', admin: { description: 'Analytics event id of the form (stock §9).' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'text' },
        { name: 'subcategory', type: 'text' },
        { name: 'source', type: 'text', defaultValue: 'Website' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'last_name', type: 'text' },
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'postcode', type: 'text' },
        {
          name: 'rego',
          type: 'text',
          admin: { description: "The shopper's registration plate, if given (finance §5)." },
        },
        {
          name: 'preferred_time',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
        },
        { name: 'opt_in', type: 'checkbox' },
      ],
    },
    { name: 'message', type: 'textarea' },
    { name: 'payload', type: 'json', admin: { description: 'Everything the form sent, with event ids.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'idempotency_key',
          type: 'text',
          admin: { readOnly: true, description: "The sender's Idempotency-Key header, if any." },
        },
        {
          name: 'idempotency_fingerprint',
          type: 'text',
          admin: { readOnly: true, description: 'A hash of the body sent with that key.' },
        },
      ],
    },
    ...deliveryFields,
  ],
}
