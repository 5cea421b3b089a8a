import type { CollectionConfig } from 'payload'

import { isStaff, isTenantAdmin } from '@/access/staff'
import { wordOptions } from '@/domain/admin/words'
import { FEED_RUN_STATUSES, FEED_RUN_TRIGGERS } from '@/domain/stock-feeds/runs'

import { errorReport } from './endpoints/error-report'

const nobody = () => false
const count = (name: string, label: string) => ({ name, label, type: 'number' as const, defaultValue: 0 })

/**
 * One run of a dealership's stock feed (docs/features/stock-feeds.md "Run history"): written only by
 * the feed runner (src/data/stock-feeds), read by the tenant's staff. `run_lock` (unique) holds the
 * dealership's id while the run is going, so a second worker cannot start the same feed.
 */
export const StockFeedRuns: CollectionConfig = {
  slug: 'stock-feed-runs',
  labels: { singular: 'Stock feed run', plural: 'Stock feed runs' },
  admin: {
    group: 'Dealers',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'dealership', 'status', 'summary', 'created', 'updated', 'withdrawn', 'error_rows'],
    description:
      'Each run of a stock feed: what was fetched and what changed. Set a feed up on Dealerships → Stock feed.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isTenantAdmin },
  defaultSort: '-createdAt',
  endpoints: [errorReport],
  fields: [
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
        {
          name: 'status',
          label: 'Status',
          type: 'select',
          required: true,
          defaultValue: 'running',
          index: true,
          options: wordOptions(FEED_RUN_STATUSES, { held: 'Held for confirmation', applied: 'Applied' }),
        },
        {
          name: 'trigger',
          label: 'Started by',
          type: 'select',
          defaultValue: 'schedule',
          options: wordOptions(FEED_RUN_TRIGGERS, { manual: 'Run now', confirm: 'Confirmed by staff' }),
        },
      ],
    },
    { name: 'summary', label: 'What changed', type: 'text' },
    { name: 'message', label: 'Message', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'finished_at', label: 'Finished', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'seconds', label: 'Seconds', type: 'number' },
        { name: 'bytes', label: 'Bytes fetched', type: 'number' },
      ],
    },
    { name: 'source', label: 'Fetched from', type: 'text' },
    { name: 'hash', label: 'File hash (SHA-256)', type: 'text', index: true },
    {
      type: 'row',
      fields: [
        count('rows', 'Cars in the file'),
        count('created', 'Created'),
        count('updated', 'Updated'),
        count('unchanged', 'Unchanged'),
        count('withdrawn', 'Withdrawn'),
        count('error_rows', 'Error rows'),
      ],
    },
    { name: 'diff', label: 'Changes by field', type: 'json', admin: { readOnly: true } },
    {
      name: 'errors',
      label: 'Error report',
      type: 'json',
      admin: { readOnly: true, description: 'Download it as CSV from the Stock feed tab.' },
    },
    { name: 'alerted', label: 'Alert sent', type: 'checkbox', defaultValue: false },
    { name: 'run_lock', label: 'Running lock', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
