/** spec: stock §9 similar cars "price band of plus or minus $10,000 if price is under 50,000, else plus or minus $25,000". */
export const SIMILAR_BAND_PRICE_THRESHOLD = 50_000
export const SIMILAR_BAND_NARROW = 10_000
export const SIMILAR_BAND_WIDE = 25_000
/** spec: stock §7 / §9 "10 hits per query". */
export const SIMILAR_HITS_PER_QUERY = 10
/** spec: stock §7 / §9 "first 6 kept", "6 shown". */
export const SIMILAR_SHOWN = 6
/** spec: stock §9 "widget loads within 500 px of view". */
export const SIMILAR_LOAD_MARGIN_PX = 500
/** spec: stock §4 / §9 "placeholders (six) while loading". */
export const SIMILAR_PLACEHOLDERS = 6
