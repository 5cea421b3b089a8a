const DAY = 24 * 60 * 60 * 1000

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`

/**
 * spec: finance §3 "created_at_time_ago_in_words", "review_date_in_words": how long ago, in words
 * ('today', '3 days ago', '2 months ago', '1 year ago'). Null for an unreadable date.
 */
export function timeAgoInWords(value: string | null | undefined, now: Date): string | null {
  if (!value) return null
  const then = new Date(value)
  if (Number.isNaN(then.getTime())) return null
  const days = Math.floor((now.getTime() - then.getTime()) / DAY)
  if (days < 1) return 'today'
  if (days < 7) return plural(days, 'day')
  if (days < 31) return plural(Math.floor(days / 7), 'week')
  if (days < 365) return plural(Math.floor(days / 30), 'month')
  return plural(Math.floor(days / 365), 'year')
}
