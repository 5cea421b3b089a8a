import type { Field, FieldAccess } from 'payload'

import { wordOptions } from '@/domain/admin/words'
import { DELIVERY_STATUSES, DELIVERY_TRANSPORTS } from '@/domain/leads/delivery/status'
import { ADMIN_DATE_TIME_FORMAT } from '@/domain/text/date'

/** Only the delivery job writes these (local API, overrideAccess); a staff save never rolls them back. */
const jobOnly: FieldAccess = () => false
const readOnly = { access: { create: jobOnly, update: jobOnly }, admin: { readOnly: true } }

/**
 * Staff see it (docs/features/leads.md "Lead delivery" step 5): delivery status (pending, sent, failed, dead), the
 * attempts and the last error, shown in the Leads list and filterable; "Retry delivery" queues the
 * lead again.
 */
export const deliveryFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Delivery to the dealer',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'delivery_status',
            label: 'Delivery',
            type: 'select',
            defaultValue: 'pending',
            index: true,
            options: wordOptions(DELIVERY_STATUSES, { dead: 'Dead (gave up)', held: 'Held (suspected)' }),
            ...readOnly,
          },
          { name: 'delivery_attempt_count', label: 'Attempts', type: 'number', defaultValue: 0, ...readOnly },
          {
            name: 'delivery_next_attempt_at',
            label: 'Next attempt',
            type: 'date',
            ...readOnly,
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: ADMIN_DATE_TIME_FORMAT } },
          },
        ],
      },
      { name: 'delivery_last_error', label: 'Last error', type: 'text', ...readOnly },
      {
        name: 'retry_delivery',
        label: 'Retry delivery',
        type: 'ui',
        admin: { components: { Field: '/src/components/admin/RetryDelivery.client#RetryDelivery' } },
      },
      {
        name: 'delivery_attempts',
        label: 'Attempts',
        labels: { singular: 'Attempt', plural: 'Attempts' },
        type: 'array',
        ...readOnly,
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'at',
                label: 'When',
                type: 'date',
                required: true,
                // Australian dates, as everywhere in the admin (docs/staff-guide.md "Labels and list columns").
                admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: ADMIN_DATE_TIME_FORMAT } },
              },
              {
                name: 'transport',
                label: 'Transport',
                type: 'select',
                required: true,
                options: wordOptions(DELIVERY_TRANSPORTS),
              },
              {
                name: 'outcome',
                label: 'Outcome',
                type: 'select',
                required: true,
                options: wordOptions(['sent', 'failed']),
              },
              { name: 'error', label: 'Error', type: 'text' },
            ],
          },
        ],
      },
      // The 24-hour window starts here (first try, or the last "Retry delivery"); the claim keeps two
      // job runners (the server's autoRun and `npm run jobs`) from delivering one lead at once.
      { name: 'delivery_started_at', label: 'Delivery started', type: 'date', ...readOnly, admin: { hidden: true } },
      { name: 'delivery_claim', label: 'Delivery claim', type: 'text', ...readOnly, admin: { hidden: true } },
      { name: 'delivery_claim_until', label: 'Claim held until', type: 'number', ...readOnly, admin: { hidden: true } },
    ],
  },
]
