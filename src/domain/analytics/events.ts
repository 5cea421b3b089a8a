/** spec: stock §9 "Event ids by use: 4 used-car view; 49 search view; 39 favourite; 60 history report; 61 print; 25 and 26 calculator and view events." */
export const ANALYTICS_EVENTS = {
  usedCarView: 4,
  searchView: 49,
  favourite: 39,
  historyReport: 60,
  print: 61,
  calculator: 25,
  view: 26,
} as const
export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS]
