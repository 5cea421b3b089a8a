import type { Field, FieldAccess } from 'payload'

import { isTenantAdminUser } from '@/access/roles'
import { isHttpsUrl } from '@/domain/links/urls'
import { newWebhookSecret } from '@/integrations/lead-delivery/signature'

/**
 * Plain http:// webhooks only where the operator allows them (tests and local CRMs on this machine);
 * in production a lead travels over TLS.
 */
const allowHttp = () => process.env.LEAD_WEBHOOK_ALLOW_HTTP === 'true'
export const validateWebhookUrl = (value: string | null | undefined) => {
  if (!value || isHttpsUrl(value)) return true
  if (allowHttp() && /^http:\/\/[^\s/]+/.test(value)) return true
  return 'Enter the full https:// address of your CRM webhook.'
}

/** The signing secret is a credential: tenant admins read it (to give it to the CRM); other staff do not. */
const adminsOnly: FieldAccess = ({ req }) => isTenantAdminUser(req.user)

/** A department's address (src/domain/leads/department.ts): its leads go there instead of to sales. */
const departmentEmail = (name: string, label: string, what: string): Field => ({
  name,
  label,
  type: 'email',
  admin: { description: `${what} Empty: the sales recipients.` },
})

/**
 * The dealership's "Lead delivery" tab (docs/features/leads.md "Lead delivery": transports, chosen per dealership
 * in the admin).
 */
export const leadDeliveryTab = {
  label: 'Lead delivery',
  description:
    'Where this dealership’s leads are sent. Every lead is stored first, then sent to each transport below, retried for 24 hours.',
  fields: [
    {
      name: 'lead_delivery',
      type: 'group',
      label: false,
      fields: [
        {
          name: 'email_recipients',
          label: 'Sales e-mail recipients',
          type: 'array',
          labels: { singular: 'Recipient', plural: 'Recipients' },
          admin: {
            description:
              'Each lead is e-mailed to these addresses as ADF 1.0 XML (the format CRMs ingest) with a readable copy: enquiries, test drives, reservations and trade-ins, and any lead whose department has no address below.',
          },
          fields: [{ name: 'email', label: 'Email', type: 'email', required: true }],
        },
        {
          type: 'row',
          fields: [
            departmentEmail('service_email', 'Service address', 'Service bookings.'),
            departmentEmail('parts_email', 'Parts address', 'Parts and accessories enquiries.'),
            departmentEmail('finance_email', 'Finance address', 'Finance enquiries and applications.'),
          ],
        },
        {
          name: 'adf_placement',
          label: 'ADF XML',
          type: 'select',
          defaultValue: 'body',
          options: [
            { label: 'In the plain-text body', value: 'body' },
            { label: 'As an attachment (lead-{id}.xml)', value: 'attachment' },
          ],
        },
        {
          name: 'webhook_url',
          label: 'Webhook URL',
          type: 'text',
          validate: validateWebhookUrl,
          admin: {
            description: 'A JSON POST per lead, signed the Standard Webhooks way (see docs/features/leads.md).',
          },
        },
        {
          name: 'webhook_secret',
          label: 'Webhook secret',
          type: 'text',
          access: { read: adminsOnly, update: adminsOnly },
          admin: {
            description:
              'whsec_… secret the CRM verifies signatures with. Made when a webhook URL is saved; clear it to make a new one.',
          },
          hooks: {
            // Kept when an update leaves it out; made when a webhook URL has none (or staff cleared it).
            beforeChange: [
              ({ value, previousValue, siblingData }) =>
                value ||
                (value === undefined && previousValue) ||
                (siblingData?.webhook_url ? newWebhookSecret() : value),
            ],
          },
        },
        {
          name: 'fallback_email',
          label: 'Fallback address',
          type: 'email',
          admin: {
            description:
              'Gets one alert when a lead could not be delivered for 24 hours. Empty: the dealership’s e-mail.',
          },
        },
      ],
    },
  ] as Field[],
}
