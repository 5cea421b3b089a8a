import { describe, expect, it } from 'vitest'

import { DEFAULT_EOFY_LINK, eofyDefaultTarget, eofyLinks, ownEofyLink } from '@/domain/promo/eofy'

// spec: finance §2 "EOFY promo link per dealership: /pages/eofy-sale, /pages/eofy-sale-miranda, …,
// /special-offers, …; default /eofy."
const miranda = { name: 'Miranda Nissan', eofy_link: '/pages/eofy-sale-miranda' }
const mazda = { name: 'Wollongong Mazda', eofy_link: DEFAULT_EOFY_LINK }
const blank = { name: 'Blank', eofy_link: '  ' }

describe('a dealership’s own EOFY link', () => {
  it.each([
    [miranda, '/pages/eofy-sale-miranda'],
    [{ name: 'x', eofy_link: '/special-offers' }, '/special-offers'], // one of the spec's list
    [{ name: 'x', eofy_link: 'https://eofy.example.com.au/' }, 'https://eofy.example.com.au/'],
    [mazda, null], // the default is not the dealership's own
    [blank, null],
    [{ name: 'x' }, null],
  ])('%o → %s', (d, expected) => expect(ownEofyLink(d)).toBe(expected))
})

describe('where /eofy goes when no page lives there', () => {
  it.each([
    // [primary, offers shown, target]
    [miranda, false, '/pages/eofy-sale-miranda'],
    [miranda, true, '/pages/eofy-sale-miranda'],
    [mazda, true, '/special-offers'],
    [mazda, false, null],
    [null, true, '/special-offers'],
    [null, false, null],
  ] as const)('%o, offers shown %s → %s', (primary, offersShown, expected) =>
    expect(eofyDefaultTarget(primary, offersShown)).toBe(expected),
  )
})

describe('the footer’s EOFY links', () => {
  it('each dealership links to its own page, or to /eofy when that answers', () => {
    expect(eofyLinks([miranda, mazda], true)).toEqual([
      { dealership: 'Miranda Nissan', href: '/pages/eofy-sale-miranda' },
      { dealership: 'Wollongong Mazda', href: '/eofy' },
    ])
  })
  it('a default link that would 404 is left out; an own link stays', () => {
    expect(eofyLinks([miranda, mazda, blank], false)).toEqual([
      { dealership: 'Miranda Nissan', href: '/pages/eofy-sale-miranda' },
    ])
  })
})
