/**
 * Demo customer reviews (finance §3 "Review") for each dealership's sales and service locations,
 * replacing what the seed wrote before. Most average above the display minimum of 4; Outback RV &
 * 4x4's sales yard averages 3.7, so its page shows no reviews (finance §5 display rule).
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import type { DealershipIds } from './stock-context'
import type { TenantPlan } from './tenants'
import { SEED_CONTEXT } from './upsert'

type ReviewPlan = {
  customer_name: string
  rating: number
  text: string
  daysAgo: number
  reply?: string
  hidden?: boolean
}

export const GOOD: ReviewPlan[] = [
  {
    customer_name: 'Priya S.',
    rating: 5,
    text: 'Easy from start to finish. The team explained everything and had the car ready on the day they promised.',
    daysAgo: 6,
    reply: 'Thanks Priya, enjoy the new car!',
  },
  {
    customer_name: 'Tom B.',
    rating: 5,
    text: 'Booked a service online, dropped it off at 7:30 and it was done by lunch. Honest advice on what could wait.',
    daysAgo: 19,
  },
  {
    customer_name: 'Mei L.',
    rating: 4,
    text: 'Friendly staff and a fair trade-in price. Paperwork took a little longer than expected.',
    daysAgo: 44,
  },
  {
    // Reviews with markup in them are the tests' own (tests/unit/reviews-markup.test.ts): the demo
    // shows what a shopper would write.
    customer_name: 'Jack R.',
    rating: 5,
    text: 'Great service and no pressure at all.',
    daysAgo: 70,
  },
  {
    customer_name: 'Aroha K.',
    rating: 4.5,
    text: 'Helpful with the finance options and the handover was thorough.',
    daysAgo: 120,
  },
  { customer_name: 'Hidden H.', rating: 1, text: 'Spam review kept off the site by staff.', daysAgo: 3, hidden: true },
]

export const MIXED: ReviewPlan[] = [
  {
    customer_name: 'Dale W.',
    rating: 4,
    text: 'Good range of vans, but we waited a while for someone to help.',
    daysAgo: 12,
  },
  { customer_name: 'Sandra P.', rating: 3, text: 'Delivery was a week later than quoted.', daysAgo: 40 },
  { customer_name: 'Greg M.', rating: 4.2, text: 'Solid 4x4 knowledge in the team.', daysAgo: 90 },
]

export async function replaceReviews(
  payload: Payload,
  t: TenantPlan,
  tenant: Id,
  dealerships: Map<string, DealershipIds>,
  now: Date,
): Promise<number> {
  await payload.delete({ collection: 'reviews', where: { tenant: { equals: tenant } }, context: SEED_CONTEXT })
  let written = 0
  for (const d of t.dealerships) {
    const ids = dealerships.get(d.slug)
    for (const type of ['sales', 'service'] as const) {
      const location = ids?.locations[type]
      if (location === undefined) continue
      const plans = d.manufacturer ? GOOD : type === 'sales' ? MIXED : GOOD
      for (const r of plans) {
        const date = new Date(now.getTime() - r.daysAgo * 86_400_000)
        date.setUTCHours(12, 0, 0, 0)
        await payload.create({
          collection: 'reviews',
          data: {
            tenant: tenant as number,
            location: location as number,
            customer_name: r.customer_name,
            rating: r.rating,
            text: r.text,
            review_date: date.toISOString(),
            reply_text: r.reply ?? null,
            reply_date: r.reply ? new Date(date.getTime() + 86_400_000).toISOString() : null,
            hidden: r.hidden ?? false,
          },
          depth: 0,
          context: SEED_CONTEXT,
        })
        written++
      }
    }
  }
  return written
}
