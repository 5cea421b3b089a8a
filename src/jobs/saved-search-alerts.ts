import type { TaskConfig } from 'payload'

import { runSavedSearchAlerts } from '@/data/search/saved-search-alerts'

/**
 * Saved-search alerts (docs/features/accounts.md "Saved searches with alerts"): every minute on the `default` queue
 * (which the server runs every 10 s), new stock matching a shopper's saved search is e-mailed to
 * them, at most once a day per search (src/data/search/saved-searches.ts). SAVED_SEARCH_ALERTS_CRON
 * changes the cadence.
 */
export const savedSearchAlertsTask: TaskConfig<{
  input: object
  output: { checked: number; sent: number; failed: number }
}> = {
  slug: 'savedSearchAlerts',
  label: 'E-mail shoppers the new stock matching their saved searches',
  schedule: [{ cron: process.env.SAVED_SEARCH_ALERTS_CRON || '15 * * * * *', queue: 'default' }],
  outputSchema: [
    { name: 'checked', type: 'number' },
    { name: 'sent', type: 'number' },
    { name: 'failed', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await runSavedSearchAlerts(req.payload) }),
}
