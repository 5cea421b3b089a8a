/** One opening-hours entry as the Locations collection stores it (finance §3 Location: weekday 0 Sunday … 6 Saturday). */
export type OpeningHours = {
  weekday: string | number
  status?: string | null
  open?: string | null
  close?: string | null
}

/** Ours (the spec leaves the booking grid "not shown"): a test drive every half hour, the last one 30 minutes before closing. */
export const TEST_DRIVE_SLOT_MINUTES = 30

const minutesOf = (hhmm: string | null | undefined) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec((hhmm ?? '').trim())
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The test-drive times ('HH:MM') a location offers on a weekday, from its opening hours: none when it
 * is closed that day or its hours are unreadable (finance §2 "/book-test-drive/", §3 opening hours).
 */
export function testDriveSlots(hours: readonly OpeningHours[], weekday: number): string[] {
  const day = hours.find((h) => Number(h.weekday) === weekday)
  if (!day || day.status === 'Closed') return []
  const open = minutesOf(day.open)
  const close = minutesOf(day.close)
  if (open === null || close === null) return []
  const slots: string[] = []
  for (let t = open; t + TEST_DRIVE_SLOT_MINUTES <= close; t += TEST_DRIVE_SLOT_MINUTES) slots.push(hhmm(t))
  return slots
}
