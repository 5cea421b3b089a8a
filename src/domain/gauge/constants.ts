/** spec: stock §5 / §9 "confidence above 0.2" — at or below this the gauge is not shown. */
export const GAUGE_MIN_CONFIDENCE = 0.2
/** spec: stock §4 / §9 "'Good Deal' when fill is under 0.65, otherwise 'Great Deal'". */
export const GREAT_DEAL_MIN_FILL = 0.65
/** spec: stock §9 colour bands "under 0.3, 0.3 to 0.6, and 0.6 or more". */
export const GAUGE_BAND_MID_FROM = 0.3
export const GAUGE_BAND_HIGH_FROM = 0.6
/** spec: stock §4 / §9 "The value counts up over 2.5 s". */
export const GAUGE_COUNT_UP_MS = 2500
/** spec: stock §4 gauge labels, verbatim. */
export const GOOD_DEAL_LABEL = 'Good Deal'
export const GREAT_DEAL_LABEL = 'Great Deal'
/** Decimal places of the fill in the gauge response. */
export const GAUGE_FILL_DECIMALS = 3
/**
 * The gauge is fetched when it comes within this distance of the viewport. The spec gives no
 * figure for the gauge; this is the similar-cars widget's (stock §9 "loads within 500 px of view").
 */
export const GAUGE_LOAD_MARGIN_PX = 500
/** spec: stock §7 "an empty body yields the error text 'No data returned'". */
export const GAUGE_NO_DATA_MESSAGE = 'No data returned'
