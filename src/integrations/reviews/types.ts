/** A review as a hosted reviews service answers it, mapped to our fields (finance §3 "Review"). */
export type HostedReview = {
  /** the service's own id: importing twice stores a review once */
  external_id: string
  customer_name: string
  rating: number
  text: string | null
  /** ISO date-time */
  review_date: string
  reply_text: string | null
  reply_date: string | null
}

/**
 * A hosted reviews service, behind an interface (docs/features/locations.md "Locations, hours, service and reviews",
 * "Reviews adapter"). A location is named by its place id (finance §3 "address … place_id"), the
 * key such services share with the maps that list the dealership.
 */
export interface ReviewsSource {
  /** Every review of the place, newest first. Throws ReviewsSourceError on a service fault. */
  reviewsOf(placeId: string): Promise<HostedReview[]>
}

export class ReviewsSourceError extends Error {
  readonly code = 'reviews_source_unavailable'
  constructor(readonly reason: string) {
    super('The reviews service could not be reached just now. Please try again later.')
    this.name = 'ReviewsSourceError'
  }
}
