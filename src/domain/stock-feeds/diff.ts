/** What one run changed, field by field, against the stock the previous run left. */
export type FeedDiff = {
  created: number
  withdrawn: number
  /** Cars whose field changed, by field name (price, status, km…). */
  fields: Record<string, number>
  /** Cars the feed marked sold this run. */
  sold: number
}

const cars = (n: number) => (n === 1 ? '1 car' : `${n} cars`)

const FIELD_WORDS: Record<string, string> = {
  price: 'changed price',
  before_price: "changed 'Was' price",
  km: 'changed odometer',
  status: 'changed status',
  images: 'changed photos',
  dealercomments: 'changed comments',
}

/** "12 cars changed price; 3 new cars; 2 cars withdrawn": the run history's one-line diff. */
export function describeDiff(diff: FeedDiff): string {
  const parts: string[] = []
  if (diff.created) parts.push(diff.created === 1 ? '1 new car' : `${diff.created} new cars`)
  for (const [field, words] of Object.entries(FIELD_WORDS)) {
    const n = diff.fields[field] ?? 0
    if (n && field !== 'status') parts.push(`${cars(n)} ${words}`)
  }
  if (diff.sold) parts.push(`${cars(diff.sold)} sold`)
  const other = Object.entries(diff.fields)
    .filter(([f]) => !(f in FIELD_WORDS))
    .reduce((sum, [, n]) => Math.max(sum, n), 0)
  if (other) parts.push(`${cars(other)} changed other details`)
  if (diff.withdrawn) parts.push(`${cars(diff.withdrawn)} withdrawn`)
  return parts.length ? parts.join('; ') : 'No changes'
}
