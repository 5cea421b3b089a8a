/**
 * spec: stock §9 "Event ids by use: 4 used-car view; 49 search view; 39 favourite; 60 history report; 61 print; 25 and 26 calculator and view events."
 * finance §7/§9 pin 26 down: "26 (calculator first change)", so 25 is the view event.
 */
export const ANALYTICS_EVENTS = {
  usedCarView: 4,
  searchView: 49,
  favourite: 39,
  historyReport: 60,
  print: 61,
  view: 25,
  calculatorChange: 26,
  /** spec: finance §7 "36 (code sent), 37 (code verified)". */
  codeSent: 36,
  codeVerified: 37,
} as const
export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS]
