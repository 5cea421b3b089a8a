import type { Field, Tab } from 'payload'

import { isHttpsUrl } from '@/domain/links/urls'
import {
  DEFAULT_FEED_SCHEDULE,
  DEFAULT_SHRINK_GUARD_PERCENT,
  DEFAULT_STALE_HOURS,
  FEED_SCHEDULES,
} from '@/domain/stock-feeds/schedule'

import { sealedSecretFields } from './sealed-secret'

/** Plain http:// and private hosts only where the operator allows them (tests, a DMS on your own network). */
export const feedAllowsInternal = () => process.env.FEED_ALLOW_INTERNAL === 'true'

const validateFeedUrl = (
  value: string | null | undefined,
  { siblingData }: { siblingData?: { source?: string; enabled?: boolean } },
) => {
  if (siblingData?.source !== 'https') return true
  if (!value) return siblingData?.enabled ? 'Enter the https:// address of your stock feed.' : true
  if (isHttpsUrl(value) || (feedAllowsInternal() && /^http:\/\/[^\s/]+/.test(value))) return true
  return 'Enter the full https:// address of your stock feed.'
}

const when = (source: 'https' | 'sftp') => (_: unknown, sibling: { source?: string }) => sibling?.source === source

const feedFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'enabled',
        label: 'Run this feed on its schedule',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'Off: the feed is paused (Run now still works).' },
      },
      {
        name: 'schedule',
        label: 'Schedule',
        type: 'select',
        defaultValue: DEFAULT_FEED_SCHEDULE,
        options: FEED_SCHEDULES.map(({ value, label }) => ({ value, label })),
      },
    ],
  },
  {
    name: 'source',
    label: 'Where the feed is',
    type: 'select',
    defaultValue: 'https',
    options: [
      { label: 'A web address (HTTPS)', value: 'https' },
      { label: 'An SFTP server', value: 'sftp' },
    ],
  },
  {
    name: 'url',
    label: 'Feed address',
    type: 'text',
    validate: validateFeedUrl as never,
    admin: { condition: when('https'), description: 'e.g. https://dms.example.com/export/stock.xml' },
  },
  {
    type: 'row',
    admin: { condition: when('https') },
    fields: [
      {
        name: 'auth',
        label: 'Sign-in',
        type: 'select',
        defaultValue: 'none',
        options: [
          { label: 'None', value: 'none' },
          { label: 'User name and password (basic)', value: 'basic' },
          { label: 'A token in a header', value: 'header' },
        ],
      },
      {
        name: 'header_name',
        label: 'Header name',
        type: 'text',
        defaultValue: 'Authorization',
        admin: { condition: (_, s) => s?.auth === 'header', description: 'e.g. Authorization or X-Api-Key' },
      },
    ],
  },
  {
    type: 'row',
    admin: { condition: when('sftp') },
    fields: [
      { name: 'sftp_host', label: 'SFTP host', type: 'text' },
      { name: 'sftp_port', label: 'Port', type: 'number', defaultValue: 22, min: 1, max: 65535 },
      { name: 'sftp_path', label: 'File path', type: 'text', admin: { description: 'e.g. /exports/stock.csv' } },
    ],
  },
  {
    name: 'username',
    label: 'User name',
    type: 'text',
    admin: { condition: (_, s) => s?.source === 'sftp' || s?.auth === 'basic' },
  },
  ...sealedSecretFields('password', 'Password or token'),
  ...sealedSecretFields('sftp_key', 'SFTP private key', {
    textarea: true,
    condition: when('sftp'),
    description:
      'An OpenSSH private key (instead of a password). Stored encrypted and never shown again. Leave empty to keep the saved one; type - to remove it.',
  }),
  {
    type: 'row',
    fields: [
      {
        name: 'format',
        label: 'Format',
        type: 'select',
        defaultValue: 'csv',
        options: [
          { label: 'CSV', value: 'csv' },
          { label: 'JSON', value: 'json' },
          { label: 'XML', value: 'xml' },
        ],
      },
      {
        name: 'xml_record_path',
        label: 'XML element of one car',
        type: 'text',
        admin: {
          condition: (_, s) => s?.format === 'xml',
          description:
            'The path from the root to the repeated car element, e.g. stock/vehicle. Map its fields on the Stock import tab by path: pricing/price, @id.',
        },
      },
    ],
  },
  {
    name: 'full',
    label: 'This is the full stock list',
    type: 'checkbox',
    defaultValue: true,
    admin: { description: 'Cars the feed no longer lists are withdrawn from the site (never deleted).' },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'shrink_guard_percent',
        label: 'Hold a run listing under (%) of the last',
        type: 'number',
        defaultValue: DEFAULT_SHRINK_GUARD_PERCENT,
        min: 0,
        max: 100,
        admin: {
          description: 'A full feed that suddenly lists fewer cars waits for you to confirm it. 0: never hold.',
        },
      },
      {
        name: 'stale_hours',
        label: 'Alert when unchanged for (hours)',
        type: 'number',
        defaultValue: DEFAULT_STALE_HOURS,
        min: 0,
        admin: { description: 'Your DMS normally changes the file more often than this. 0: never.' },
      },
    ],
  },
  {
    name: 'panel',
    type: 'ui',
    label: 'Runs',
    admin: { components: { Field: '/src/components/admin/StockFeedPanel.client#StockFeedPanel' } },
  },
]

/** Dealerships → Stock feed (docs/features/stock-feeds.md). */
export const stockFeedTab: Tab = {
  label: 'Stock feed',
  description:
    'Fetch this dealership’s stock from its DMS on a schedule. The column mapping on the Stock import tab applies.',
  fields: [{ name: 'stock_feed', type: 'group', label: false, fields: feedFields }],
}
