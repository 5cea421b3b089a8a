import { describe, expect, it } from 'vitest'

import { addDays, calendarDay, localMoment } from '@/domain/locations/clock'
import { formatTime, parseTime, weekHours } from '@/domain/locations/hours'
import { type HoursSource, openState, openStateText } from '@/domain/locations/open-now'
import { holidayHours } from '@/domain/locations/special-hours'
import { locationTimeZone, timeZoneForState } from '@/domain/locations/time-zones'
import type { OpeningHoursEntry, SpecialHoursEntry } from '@/domain/locations/types'

// spec: finance §3 "Each opening-hours entry: weekday (0 Sunday to 6 Saturday), status (Open or Closed), formated_hours, open, close."
const SALES: OpeningHoursEntry[] = [
  ...['1', '2', '3', '4', '5'].map((weekday) => ({ weekday, status: 'Open', open: '08:30', close: '17:30' })),
  { weekday: '6', status: 'Open', open: '08:30', close: '16:00' },
  { weekday: '0', status: 'Closed' },
]

describe('times — finance §3 open, close and formated_hours', () => {
  it.each([
    ['08:30', 510, '8:30 am'],
    ['8:05', 485, '8:05 am'],
    ['12:00', 720, '12:00 pm'],
    ['17:30', 1050, '5:30 pm'],
    ['00:00', 0, '12:00 am'],
  ])('%s is %i minutes, shown %s', (raw, minutes, shown) => {
    expect(parseTime(raw)).toBe(minutes)
    expect(formatTime(minutes)).toBe(shown)
  })
  it.each(['', '8', '25:00', '08:60', '8.30am', null])('%s is not a time', (raw) => expect(parseTime(raw)).toBeNull())
})

describe('weekHours — finance §2 "opening-hours table (Monday to Sunday)"; stock §8 closed texts', () => {
  it('runs Monday to Sunday, weekday 0 being Sunday', () => {
    const rows = weekHours(SALES)
    expect(rows.map((r) => r.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(rows[0]).toMatchObject({ weekday: 1, open: true, text: '8:30 am - 5:30 pm' })
    expect(rows[5]).toMatchObject({ weekday: 6, text: '8:30 am - 4:00 pm' })
    expect(rows[6]).toMatchObject({ weekday: 0, open: false })
  })
  it.each([
    ["'Closed'", 'closed', 'Closed', false],
    ["some sites show 'By appointment only'", 'by_appointment', 'By appointment only', false],
    ["or an 'Enquire Now' link", 'enquire', 'Enquire Now', true],
  ] as const)('Sunday shows %s', (_case, flag, text, enquire) => {
    expect(weekHours(SALES, flag)[6]).toMatchObject({ text, enquire, open: false })
  })
  it('a day with no entry, or Open without readable times, is closed', () => {
    const rows = weekHours([{ weekday: 3, status: 'Open', open: '09:00' }])
    expect(rows.every((r) => !r.open && r.text === 'Closed')).toBe(true)
  })
  it('numeric and string weekdays read alike', () => {
    expect(weekHours([{ weekday: 1, status: 'Open', open: '09:00', close: '17:00' }])[0]!.open).toBe(true)
  })
})

describe('time zones — locations span AEST, ACST and AWST, so each stores its zone', () => {
  it.each([
    ['nsw', 'Australia/Sydney'],
    ['QLD', 'Australia/Brisbane'],
    ['sa', 'Australia/Adelaide'],
    ['nt', 'Australia/Darwin'],
    ['wa', 'Australia/Perth'],
    ['vic', 'Australia/Melbourne'],
    ['tas', 'Australia/Hobart'],
    ['act', 'Australia/Sydney'],
    ['', null],
  ])('%s → %s', (state, zone) => expect(timeZoneForState(state)).toBe(zone))
  it('the stored zone wins over the state (Broken Hill, NSW, keeps ACST)', () => {
    expect(locationTimeZone({ time_zone: 'Australia/Broken_Hill', state: 'nsw' })).toBe('Australia/Broken_Hill')
  })
  it("no zone and no state reads the spec's default state, qld (finance §9)", () => {
    expect(locationTimeZone({})).toBe('Australia/Brisbane')
  })
  it('reads the wall clock there', () => {
    expect(localMoment(new Date('2026-11-24T00:00:00Z'), 'Australia/Perth')).toEqual({
      date: '2026-11-24',
      weekday: 2,
      minutes: 8 * 60,
    })
    expect(localMoment(new Date('2026-11-23T20:00:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-11-24',
      weekday: 2,
      minutes: 7 * 60,
    })
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
  it("a stored date's day is the day there (the admin stores midday UTC)", () => {
    expect(calendarDay('2026-12-25T12:00:00.000Z', 'Australia/Sydney')).toBe('2026-12-25')
    expect(calendarDay('2026-12-24T13:00:00.000Z', 'Australia/Sydney')).toBe('2026-12-25') // local midnight
    expect(calendarDay('2026-12-25', 'Australia/Perth')).toBe('2026-12-25')
    expect(calendarDay('not a date', 'Australia/Perth')).toBeNull()
  })
})

// The seed's public holidays: Christmas, Boxing Day, New Year's Day closed; Australia Day open 10-4 for sales.
const HOLIDAYS: SpecialHoursEntry[] = [
  { date: '2026-12-25T12:00:00.000Z', status: 'Closed' },
  { date: '2026-12-26T12:00:00.000Z', status: 'Closed' },
  { date: '2027-01-01T12:00:00.000Z', status: 'Closed' },
  { date: '2027-01-26T12:00:00.000Z', status: 'Open', start_hour: '10:00', end_hour: '16:00' },
]

const at = (timeZone: string, extra: Partial<HoursSource> = {}): HoursSource => ({
  opening_hours: SALES,
  special_hours: HOLIDAYS,
  timeZone,
  ...extra,
})

describe('openState — "Open now" and "Opens at 8:30 am Monday", in the location\'s own zone', () => {
  it.each([
    ['Sydney Tue 11:00 AEDT: open', 'Australia/Sydney', '2026-11-24T00:00:00Z', 'Open now'],
    ['Adelaide at that instant, Tue 10:30 ACDT: open', 'Australia/Adelaide', '2026-11-24T00:00:00Z', 'Open now'],
    [
      'Perth at that instant, Tue 08:00 AWST: not yet',
      'Australia/Perth',
      '2026-11-24T00:00:00Z',
      'Opens at 8:30 am today',
    ],
    ['Brisbane Tue 17:00 AEST (no daylight saving): open', 'Australia/Brisbane', '2026-11-24T07:00:00Z', 'Open now'],
    [
      'Sydney at that instant, Tue 18:00 AEDT: next morning',
      'Australia/Sydney',
      '2026-11-24T07:00:00Z',
      'Opens at 8:30 am Wednesday',
    ],
    ['opening time is open (inclusive)', 'Australia/Sydney', '2026-11-23T21:30:00Z', 'Open now'],
    ['closing time is closed (exclusive)', 'Australia/Sydney', '2026-11-24T06:30:00Z', 'Opens at 8:30 am Wednesday'],
    [
      'Saturday 16:30, after Saturday hours: Monday',
      'Australia/Sydney',
      '2026-11-28T05:30:00Z',
      'Opens at 8:30 am Monday',
    ],
    ['Sunday (weekday 0) closed: Monday', 'Australia/Sydney', '2026-11-29T00:00:00Z', 'Opens at 8:30 am Monday'],
    ['winter, Sydney on AEST: Tue 10:00 open', 'Australia/Sydney', '2026-06-16T00:00:00Z', 'Open now'],
    [
      'Christmas Eve evening: Christmas and Boxing Day closed, then Sunday: Monday',
      'Australia/Sydney',
      '2026-12-24T07:00:00Z',
      'Opens at 8:30 am Monday',
    ],
    [
      'Christmas Day itself (a Friday) at 11:00: closed by the holiday',
      'Australia/Sydney',
      '2026-12-25T00:00:00Z',
      'Opens at 8:30 am Monday',
    ],
    [
      'Australia Day 09:30: opens at its holiday hours',
      'Australia/Sydney',
      '2027-01-25T22:30:00Z',
      'Opens at 10:00 am today',
    ],
    [
      'Australia Day 16:30: closed after its holiday hours',
      'Australia/Sydney',
      '2027-01-26T05:30:00Z',
      'Opens at 8:30 am Wednesday',
    ],
  ])('%s', (_case, zone, instant, text) => {
    expect(openStateText(openState(at(zone), new Date(instant)))).toBe(text)
  })
  it('gives the closing time when open', () => {
    expect(openState(at('Australia/Sydney'), new Date('2026-11-24T00:00:00Z'))).toEqual({
      kind: 'open',
      closesAt: '5:30 pm',
    })
  })
  it("no hours at all: 'Closed' (stock §8)", () => {
    expect(openStateText(openState({ opening_hours: [], timeZone: 'Australia/Perth' }, new Date()))).toBe('Closed')
  })
  it("another location's holiday entry does not close this one (finance §5)", () => {
    const other = [{ date: '2026-12-25', status: 'Closed', location_id: 99 }]
    const state = openState(
      { opening_hours: SALES, special_hours: other, timeZone: 'Australia/Sydney', locationId: 7 },
      new Date('2026-12-25T00:00:00Z'),
    )
    expect(state.kind).toBe('open')
  })
})

describe('holidayHours — finance §5 "Holiday hours show only future or current entries and skip ones not matching the location"', () => {
  const now = new Date('2026-12-25T02:00:00Z') // Christmas Day, 1 pm in Sydney
  it('keeps today and later, drops the past, sorted by date, dd/MM/yyyy (stock §9)', () => {
    const past = { date: '2026-12-24T12:00:00.000Z', status: 'Closed' }
    const rows = holidayHours([HOLIDAYS[3]!, past, ...HOLIDAYS], { now, timeZone: 'Australia/Sydney' })
    expect(rows.map((r) => [r.dateText, r.day, r.text])).toEqual([
      ['25/12/2026', 'Friday', 'Closed'],
      ['26/12/2026', 'Saturday', 'Closed'],
      ['01/01/2027', 'Friday', 'Closed'],
      ['26/01/2027', 'Tuesday', '10:00 am - 4:00 pm'],
    ])
  })
  it("today is the location's today: late on Christmas Day in Sydney it is Boxing Day there", () => {
    const lateUtc = new Date('2026-12-25T14:00:00Z') // 1 am on the 26th in Sydney, 10 pm on the 25th in Perth
    expect(holidayHours(HOLIDAYS, { now: lateUtc, timeZone: 'Australia/Sydney' })[0]!.dateText).toBe('26/12/2026')
    expect(holidayHours(HOLIDAYS, { now: lateUtc, timeZone: 'Australia/Perth' })[0]!.dateText).toBe('25/12/2026')
  })
  it('skips entries of another location and keeps those naming this one', () => {
    const entries = [
      { date: '2026-12-31', status: 'Closed', location_id: 2 },
      { date: '2027-01-02', status: 'Closed', location_id: 1 },
    ]
    expect(holidayHours(entries, { now, timeZone: 'Australia/Sydney', locationId: 1 }).map((r) => r.date)).toEqual([
      '2027-01-02',
    ])
  })
  it('reads hours {begin, end} as well as start_hour and end_hour (finance §3)', () => {
    const rows = holidayHours([{ date: '2027-03-01', status: 'Open', hours: { begin: '09:00', end: '13:00' } }], {
      now,
      timeZone: 'Australia/Sydney',
    })
    expect(rows[0]).toMatchObject({ open: true, text: '9:00 am - 1:00 pm', period: { from: 540, to: 780 } })
  })
})
