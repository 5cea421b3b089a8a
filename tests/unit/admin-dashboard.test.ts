import { describe, expect, it } from 'vitest'

import { dayAndWeekStart, summariseLeads } from '@/domain/admin/dashboard'

// docs/staff-guide.md "The admin for dealer staff": today's and this week's leads by kind and by delivery state;
// days on the Brisbane calendar (src/domain/text/date.ts, spec stock §9 dates).
describe('dashboard lead counts', () => {
  it('starts the day at Brisbane midnight and the week on Monday', () => {
    // Wednesday 25 Nov 2026, 08:00 in Brisbane = Tuesday 22:00 UTC.
    const { today, week } = dayAndWeekStart(new Date('2026-11-24T22:00:00Z'))
    expect(today.toISOString()).toBe('2026-11-24T14:00:00.000Z')
    expect(week.toISOString()).toBe('2026-11-22T14:00:00.000Z')
  })

  it('counts by kind and delivery state, failed ones included', () => {
    const now = new Date('2026-11-24T22:00:00Z')
    const s = summariseLeads(
      [
        { type: 'enquiry', delivery_status: 'sent', createdAt: '2026-11-24T15:00:00Z' },
        { type: 'test_drive', delivery_status: 'failed', createdAt: '2026-11-24T21:00:00Z' },
        { type: 'enquiry', delivery_status: null, createdAt: '2026-11-23T01:00:00Z' },
        { type: 'enquiry', delivery_status: 'sent', createdAt: '2026-11-20T01:00:00Z' },
      ],
      now,
    )
    expect(s.today).toEqual({ total: 2, byKind: { enquiry: 1, test_drive: 1 }, byDelivery: { sent: 1, failed: 1 } })
    expect(s.week).toEqual({
      total: 3,
      byKind: { enquiry: 2, test_drive: 1 },
      byDelivery: { sent: 1, failed: 1, pending: 1 },
    })
  })
})
