import { describe, expect, it } from 'vitest'

import { firstBlockImage, seoDescription, seoImage, seoTitle } from '@/domain/content/page-seo'

// docs/features/content.md "Pages": a page's search title, description and share image, each with the site's default
// when the SEO tab leaves it empty (the same rules the admin's "generate" buttons use).
describe('page SEO defaults', () => {
  it.each([
    [{ title: 'About Us', meta: { title: 'About Harbourside' } }, 'About Harbourside'],
    [{ title: 'About Us', meta: { title: '   ' } }, 'About Us'],
    [{ title: 'About Us', meta: null }, 'About Us'],
    [{ title: ' Warranty ' }, 'Warranty'],
  ])('title of %j is %j', (page, title) => {
    expect(seoTitle(page)).toBe(title)
  })

  it.each([
    [{ meta: { description: 'Logbook services.' } }, 'The tagline', 'Logbook services.'],
    [{ meta: { description: '' } }, 'The tagline', 'The tagline'],
    [{ meta: {} }, '  ', undefined],
    [{}, null, undefined],
  ])('description of %j on a site with tagline %j is %j', (page, tagline, description) => {
    expect(seoDescription(page, tagline)).toBe(description)
  })

  it('image: the SEO image, else the first block picture, else none', () => {
    const blocks = [{ blockType: 'richText' }, { blockType: 'hero', image: null }, { blockType: 'media', image: 7 }]
    expect(firstBlockImage(blocks)).toBe(7)
    expect(seoImage({ meta: { image: 3 } }, blocks)).toBe(3)
    expect(seoImage({ meta: { image: null }, layout: blocks })).toBe(7)
    expect(seoImage({ layout: [{ blockType: 'richText' }] })).toBeUndefined()
  })
})
