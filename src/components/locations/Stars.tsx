import { formatRating, starFills } from '@/domain/reviews/rules'

import styles from './locations.module.css'

const STAR = 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z'

/** Five stars filled to the rating (finance §9 "at most about 4 full plus a partial"), with the rating to one decimal. */
export function Stars({ rating, count, id }: { rating: number; count?: number; id: string }) {
  const text = `${formatRating(rating)} out of 5${count === undefined ? '' : `, ${count} review${count === 1 ? '' : 's'}`}`
  return (
    <span className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={text}>
        {starFills(rating).map((fill, i) => (
          <svg key={i} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <defs>
              <linearGradient id={`${id}-${i}`}>
                <stop offset={`${fill * 100}%`} stopColor="#b45309" />
                <stop offset={`${fill * 100}%`} stopColor="#d1d5db" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#${id}-${i})`} />
          </svg>
        ))}
      </span>
      <strong aria-hidden="true">{formatRating(rating)}</strong>
      {count === undefined ? null : <span aria-hidden="true">({count})</span>}
    </span>
  )
}
