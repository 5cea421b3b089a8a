/** Plain shapes of the spec's Location parts (finance §3 "Location"), as the rules below read them. */

/** spec: finance §3 "location_type (sales, service, parts, or empty)"; stock §9 adds used. */
export type LocationType = 'sales' | 'used' | 'service' | 'parts'

/** spec: finance §3 "Each opening-hours entry: weekday (0 Sunday to 6 Saturday), status (Open or Closed), formated_hours, open, close." */
export type OpeningHoursEntry = {
  weekday: number | string
  status: 'Open' | 'Closed' | string
  /** 'HH:mm', 24-hour, in the location's own time zone */
  open?: string | null
  close?: string | null
}

/** spec: finance §3 "Special hours: date, status, start_hour and end_hour (or hours {begin, end}), and a location id." */
export type SpecialHoursEntry = {
  /** an ISO date or date-time; its calendar day is read in the location's time zone */
  date: string
  status: 'Open' | 'Closed' | string
  start_hour?: string | null
  end_hour?: string | null
  hours?: { begin?: string | null; end?: string | null } | null
  /** When an entry names a location, it applies to that location only (finance §5). */
  location_id?: number | string | null
}
