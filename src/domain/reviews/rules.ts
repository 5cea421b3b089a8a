/** spec: stock §9 / finance §9 "Reviews: minimum rating 4 to display; review count 12". */
export const REVIEWS_MIN_AVERAGE = 4
export const REVIEWS_SHOWN = 12
/** Ratings are whole or fractional stars out of 5. */
export const MAX_RATING = 5
/** spec: finance §9 "Stars: at most about 4 full plus a partial". */
export const MAX_FULL_STARS = 4

export type ReviewLike = { rating: number; hidden?: boolean | null; review_date?: string | null }
export type ReviewSummary = { count: number; average_rating: number | null }

/**
 * spec: finance §3 "aggregate count and average_rating". Over every stored review with a rating
 * between 0 and 5, hidden ones included: hiding a review keeps it off the page, not out of the score.
 */
export function aggregateReviews(reviews: readonly Pick<ReviewLike, 'rating'>[]): ReviewSummary {
  const ratings = reviews.map((r) => r.rating).filter((r) => Number.isFinite(r) && r >= 0 && r <= MAX_RATING)
  if (!ratings.length) return { count: 0, average_rating: null }
  return { count: ratings.length, average_rating: ratings.reduce((a, b) => a + b, 0) / ratings.length }
}

/**
 * spec: finance §5 "Review display needs an average rating above a minimum and reviews not hidden";
 * §9 "minimum rating 4". Strictly above 4, with at least one review not hidden.
 */
export function showsReviews(summary: ReviewSummary, visibleCount: number): boolean {
  return summary.average_rating !== null && summary.average_rating > REVIEWS_MIN_AVERAGE && visibleCount > 0
}

/** The reviews a page lists: not hidden, newest first, at most 12 (spec: stock §9 "review count 12"). */
export function reviewsToShow<T extends ReviewLike>(reviews: readonly T[]): T[] {
  return reviews
    .filter((r) => !r.hidden)
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (b.r.review_date ?? '').localeCompare(a.r.review_date ?? '') || a.i - b.i)
    .slice(0, REVIEWS_SHOWN)
    .map(({ r }) => r)
}

/** spec: finance §9 "rating one decimal": 4.65 → '4.7'. */
export const formatRating = (rating: number) => (Math.round(rating * 10) / 10).toFixed(1)

/**
 * The fill of each of five stars, 0 to 1. spec: finance §9 "Stars: at most about 4 full plus a
 * partial": whole stars up to 4, then one partial star with the rest (a 5.0 fills it completely).
 */
export function starFills(rating: number): number[] {
  const r = Math.min(MAX_RATING, Math.max(0, Number.isFinite(rating) ? rating : 0))
  const full = Math.min(MAX_FULL_STARS, Math.floor(r))
  const partial = Math.round(Math.min(1, r - full) * 100) / 100
  return Array.from({ length: MAX_RATING }, (_, i) => (i < full ? 1 : i === full ? partial : 0))
}
