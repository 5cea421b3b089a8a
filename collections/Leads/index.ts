import type { CollectionConfig } from 'payload'

import { isStaff, isTenantAdmin } from '@/access/staff'
import { leadKindWords, wordOptions } from '@/domain/admin/words'

import { attributionFields } from './attribution-fields'
import { deliveryFields } from './delivery-fields'
import { exportLeadsCsv } from './endpoints/export-csv'
import { retryDeliveryEndpoint } from './endpoints/retry-delivery'
import { asReceived } from './received-fields'

/**
 * Shopper enquiries. Created only by the lead intake (src/data/leads/intake.ts, ARCHITECTURE "Walls":
 * one writer), for the site of the request host; never created or read anonymously through REST or
 * GraphQL.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'name',
    group: 'Shoppers',
    // docs/staff-guide.md "Labels and list columns": received date, kind as words, name, car, delivery state;
    // the dealership the lead is for, so a group's staff see whose car it is;
    // staff see delivery status, attempts and the last error (docs/features/leads.md "Lead delivery" step 5).
    defaultColumns: [
      'received',
      'type',
      'name',
      'car',
      'dealership',
      'suspected',
      'delivery_status',
      'delivery_attempt_count',
      'delivery_last_error',
      'site',
    ],
  },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isTenantAdmin },
  defaultSort: '-createdAt',
  endpoints: [retryDeliveryEndpoint, exportLeadsCsv],
  // A retried lead POST with the same Idempotency-Key (a finance enquiry: the same proof) finds its
  // lead instead of storing a second one, even when both tries race: the database refuses the second row (docs/features/security.md "Rate limits
  // and bodies", "Idempotent leads").
  indexes: [{ fields: ['site', 'idempotency_key'], unique: true }],
  fields: [
    ...asReceived([
      {
        type: 'row',
        fields: [
          {
            name: 'type',
            label: 'Kind',
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
              'custom_form',
            ].map((value) => ({ label: leadKindWords(value), value })),
          },
          {
            name: 'status',
            label: 'Status',
            type: 'select',
            defaultValue: 'new',
            options: wordOptions(['new', 'contacted', 'closed']),
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'site', label: 'Site', type: 'relationship', relationTo: 'sites', required: true },
          {
            name: 'car',
            label: 'Car',
            type: 'relationship',
            relationTo: 'cars',
            admin: { components: { Cell: '/src/components/admin/Cells#LeadCarCell' } },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'dealership', label: 'Dealership', type: 'relationship', relationTo: 'dealerships' },
          { name: 'location_id', label: 'Location ID', type: 'text' },
          {
            name: 'event_id',
            label: 'Analytics event ID',
            type: 'number',
            admin: { description: 'Analytics event id of the form.' },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'category', label: 'Category', type: 'text' },
          { name: 'subcategory', label: 'Subcategory', type: 'text' },
          { name: 'source', label: 'Source', type: 'text', defaultValue: 'Website' },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'name', label: 'Name', type: 'text' },
          { name: 'last_name', label: 'Last name', type: 'text' },
          { name: 'email', label: 'Email', type: 'email' },
          { name: 'phone', label: 'Phone', type: 'text' },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'postcode', label: 'Postcode', type: 'text' },
          {
            name: 'rego',
            label: 'Registration',
            type: 'text',
            admin: { description: "The shopper's registration plate, if given." },
          },
          {
            name: 'preferred_time',
            label: 'Preferred time',
            type: 'date',
            admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
          },
          { name: 'opt_in', label: 'Agreed to marketing', type: 'checkbox' },
        ],
      },
      { name: 'message', label: 'Message', type: 'textarea' },
      ...attributionFields,
      {
        name: 'payload',
        label: 'Form data',
        type: 'json',
        admin: { description: 'Everything the form sent, with event ids.' },
      },
      {
        type: 'row',
        fields: [
          // Plumbing of the intake (docs/features/security.md "Idempotent leads"), not something staff act on: kept out of the form.
          {
            name: 'idempotency_key',
            label: 'Idempotency key',
            type: 'text',
            admin: {
              hidden: true,
              readOnly: true,
              description:
                "The sender's Idempotency-Key header, if any; a finance enquiry's key comes from its phone check.",
            },
          },
          {
            name: 'idempotency_fingerprint',
            label: 'Idempotency fingerprint',
            type: 'text',
            admin: { hidden: true, readOnly: true, description: 'A hash of the body sent with that key.' },
          },
        ],
      },
    ]),
    {
      name: 'notes',
      label: 'Notes',
      type: 'textarea',
      admin: { description: 'Your notes on this lead: who called back, what was agreed. The shopper never sees them.' },
    },
    {
      name: 'suspected',
      label: 'Suspected',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      // Set only by the intake; a person clears it with "Release and deliver" (docs/features/security.md "Security").
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description:
          'Sent without passing the automatic check while this site received an unusual number of requests. Held until someone releases it.',
      },
    },
    ...deliveryFields,
    {
      name: 'offer_link',
      label: 'Send an offer',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/components/admin/OfferLink#OfferLink' } },
    },
    {
      name: 'received',
      label: 'Received',
      type: 'ui',
      admin: { components: { Cell: '/src/components/admin/Cells#ReceivedCell' } },
    },
  ],
}
