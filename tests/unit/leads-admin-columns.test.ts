import { describe, expect, it } from 'vitest'

import { Leads } from '@collections/Leads'

// Staff see it: the Leads list in the admin shows delivery status (pending, sent, failed, dead),
// attempts and the last error; docs/features/leads.md "Lead delivery" step 5 names the columns.
describe('Leads admin list', () => {
  it('shows Delivery, Attempts and Last error by default', () => {
    expect(Leads.admin?.defaultColumns).toEqual(
      expect.arrayContaining(['delivery_status', 'delivery_attempt_count', 'delivery_last_error']),
    )
  })
})
