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

/**
 * spec: stock §9 "Spin: movement sensitivity 20, rotation interval 100 ms (gauge constants 515 and
 * 424.115)." The spec itself calls these two gauge constants, not spin ones: the spin's geometry is
 * its frames (600x400, stock §9) and it uses only the sensitivity and interval
 * (src/domain/vehicle/constants.ts). 424.115 is π × 135 to three decimals, the length of a
 * semicircular arc of radius 135: the stroke-dasharray of an SVG half-dial gauge, with 515 the
 * dash pattern's full length so the unfilled part stays hidden. Our gauge is a linear meter whose
 * fill is a CSS percentage (PriceGauge.module.css), so no arc length applies; they are kept here,
 * named, so a half-dial design can draw with them and nobody re-derives them.
 */
export const GAUGE_ARC_RADIUS = 135
export const GAUGE_ARC_LENGTH = 424.115
export const GAUGE_DASH_PATTERN_LENGTH = 515
