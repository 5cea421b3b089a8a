/**
 * Demo blog posts (docs/features/content.md "Write a blog post"), two per tenant, on all
 * of its sites, dated from the seed's --now, plus a draft the sites must not show.
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import type { ImagePool } from './image-pool'
import { p, richText } from './lexical'
import { upsert } from './upsert'

const DAY = 86_400_000

export const DEMO_POSTS = [
  {
    slug: 'how-to-prepare-your-car-for-a-trade-in',
    title: 'How to prepare your car for a trade-in',
    excerpt: 'Five simple steps that can add hundreds of dollars to your trade-in valuation.',
    body: [
      'Gather the service books and both keys: a full history is the single biggest lift to a valuation.',
      'Give it a wash and vacuum, remove your belongings, and fix small things such as a blown globe.',
    ],
    daysAgo: 3,
    status: 'published',
  },
  {
    slug: 'new-vs-demo-vs-used',
    title: 'New, demo or used: which is right for you?',
    excerpt: 'What you get, and what you give up, with each kind of car on our lot.',
    body: [
      'A demo has been driven by our staff and carries most of its new-car warranty, at a lower price.',
      'A used car costs least up front; every one we sell has passed our safety inspection.',
    ],
    daysAgo: 12,
    status: 'published',
  },
  {
    slug: 'end-of-year-sale-preview',
    title: 'End of year sale: a sneak peek',
    excerpt: 'A draft the sites must not show.',
    body: ['Not yet.'],
    daysAgo: 0,
    status: 'draft',
  },
] as const

export async function upsertPosts(payload: Payload, tenant: Id, pool: ImagePool, now: Date) {
  const pictures = Object.keys(pool)
    .filter((k) => k.startsWith('ext-'))
    .sort()
  for (const [i, post] of DEMO_POSTS.entries())
    await upsert(
      payload,
      'posts',
      { and: [{ slug: { equals: post.slug } }, { tenant: { equals: tenant } }] },
      {
        tenant,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: richText(...post.body.map((t) => p(t))),
        published_at: new Date(now.getTime() - post.daysAgo * DAY).toISOString(),
        image: pool[pictures[i % Math.max(1, pictures.length)] ?? ''] ?? null,
        _status: post.status,
        sites: [],
      },
    )
}
