/** spec: stock §9 / finance §9 "Reviews: minimum rating 4 to display; review count 12". */
export const REVIEWS_MIN_AVERAGE = 4
export const REVIEWS_SHOWN = 12
/** Ratings are whole or fractional stars out of 5. */
export const MAX_RATING = 5
/** spec: finance §9 "Stars: at most about 4 full plus a partial". */
export const MAX_FULL_STARS = 4
