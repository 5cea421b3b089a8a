import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ReviewsSection } from '@/components/locations/ReviewsSection'

import { GOOD, MIXED } from '../../scripts/seed/reviews'

// Reviews are user content: names and texts show as typed, never as markup (finance §3 "Review").
// Such reviews are the tests' own: the demo shows none of them.
const review = (id: number, customer_name: string, text: string) => ({
  id,
  customer_name,
  text,
  rating: 5,
  review_date: '2026-11-01T12:00:00.000Z',
  reply_text: null,
  reply_date: null,
  image: null,
})

describe('reviews with markup', () => {
  it('are shown escaped, as text', () => {
    const html = renderToStaticMarkup(
      createElement(ReviewsSection, {
        reviews: {
          shown: true,
          count: 1,
          average_rating: 5,
          reviews: [review(1, 'Jack <b>R.</b>', 'Great service <script>alert(1)</script> and no pressure.')],
        },
        timeZone: 'Australia/Sydney',
        now: new Date('2026-12-01T00:00:00Z'),
      } as Parameters<typeof ReviewsSection>[0]),
    )
    expect(html).toContain('Jack &lt;b&gt;R.&lt;/b&gt;')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<b>R.')
    expect(html).not.toContain('<script>')
  })

  it('are not in the demo seed', () => {
    for (const r of [...GOOD, ...MIXED]) {
      expect(r.customer_name, r.customer_name).not.toMatch(/[<>]/)
      expect(r.text, r.text).not.toMatch(/[<>]/)
    }
  })
})
