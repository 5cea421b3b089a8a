import type { LocationReviews } from '@/data/content/reviews'
import { timeAgoInWords } from '@/domain/reviews/in-words'
import { formatDate } from '@/domain/text/date'

import { Stars } from './Stars'

import styles from './locations.module.css'

/**
 * Reviews at #reviews (finance §2), only where the display rule holds (average above 4, reviews not
 * hidden; up to 12). Names and texts are user content: React renders them as text, never as markup.
 */
export function ReviewsSection({ reviews, timeZone, now }: { reviews: LocationReviews; timeZone: string; now: Date }) {
  if (!reviews.shown || reviews.average_rating === null) return null
  return (
    <section id="reviews" className="section" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      <p>
        <Stars rating={reviews.average_rating} count={reviews.count} id="reviews-average" />
      </p>
      <ul className={styles.reviews}>
        {reviews.reviews.map((r) => (
          <li key={r.id} className={styles.review} data-testid="review">
            <p>
              <strong>{r.customer_name}</strong>
            </p>
            <Stars rating={r.rating} id={`review-${r.id}`} />
            <p className={styles.muted}>
              <time dateTime={r.review_date}>{formatDate(r.review_date, timeZone)}</time>
              {timeAgoInWords(r.review_date, now) ? ` · ${timeAgoInWords(r.review_date, now)}` : ''}
            </p>
            {r.text ? <p>{r.text}</p> : null}
            {r.reply_text ? (
              <div className={styles.reply}>
                <p>
                  <strong>Our reply</strong>
                  {r.reply_date ? <span className={styles.muted}> · {formatDate(r.reply_date, timeZone)}</span> : null}
                </p>
                <p>{r.reply_text}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
