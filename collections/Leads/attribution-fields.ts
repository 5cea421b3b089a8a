import type { Field, TextField } from 'payload'

import { type LeadAttribution, leadAttribution } from '@/domain/leads/attribution'

/** One value of the lead's attribution, read from its stored lead_attributes; never stored itself. */
function attributionField(key: keyof LeadAttribution, label: string, description: string): TextField {
  return {
    name: `attribution_${key}`,
    label,
    type: 'text',
    virtual: true,
    admin: { readOnly: true, description },
    hooks: {
      afterRead: [
        ({ data }) => {
          const extras = (data?.payload ?? {}) as Record<string, unknown>
          return leadAttribution(extras.lead_attributes)[key] ?? ''
        },
      ],
    },
  }
}

/**
 * Where the shopper came from (finance §3 lead_attributes): the link's campaign tags and the first
 * page of the visit, shown on every lead. The full history stays in "Form data".
 */
export const attributionFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Where the shopper came from',
    fields: [
      {
        type: 'row',
        fields: [
          attributionField('source', 'Campaign source', "The link's utm_source."),
          attributionField('medium', 'Campaign medium', "The link's utm_medium."),
          attributionField('campaign', 'Campaign', "The link's utm_campaign."),
          attributionField('landing_page', 'Landing page', 'The first page of the visit.'),
        ],
      },
    ],
  },
]
