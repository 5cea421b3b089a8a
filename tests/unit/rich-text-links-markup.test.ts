import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from '@/components/content/RichText'

import { linkParagraph, richText } from '../../scripts/seed/lexical'

// Security: "Rich-text links: `data:`, `vbscript:` and `//host` links are saved and rendered. Allow
// http(s), mailto, tel and site paths only." A link stored before the rule renders as its text.
const page = (type: 'link' | 'autolink', url: string) =>
  renderToStaticMarkup(createElement(RichText, { data: richText(linkParagraph(url, 'Click here', type)) as never }))

describe('rich-text links render only allowed addresses', () => {
  it.each([
    ['link', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['link', 'vbscript:msgbox(1)'],
    ['link', '//evil.example/x'],
    ['link', '/\\evil.example/x'],
    ['link', 'javascript:alert(1)'],
    ['autolink', 'data:text/html,<script>alert(1)</script>'],
    ['autolink', '//evil.example'],
  ] as const)('%s to %s: its text, no href', (type, url) => {
    const html = page(type, url)
    expect(html).toContain('Click here')
    expect(html).not.toContain('<a')
    expect(html).not.toMatch(/evil|data:|vbscript|javascript/)
  })

  it.each([
    ['link', '/finance', 'href="/finance"'],
    ['link', 'https://www.toyota.com.au/', 'href="https://www.toyota.com.au/"'],
    ['link', 'http://old.dealer.com.au/', 'href="http://old.dealer.com.au/"'],
    ['link', 'mailto:sales@dealer.com.au', 'href="mailto:sales@dealer.com.au"'],
    ['autolink', 'tel:+61290000000', 'href="tel:+61290000000"'],
  ] as const)('%s to %s stays a link', (type, url, href) => expect(page(type, url)).toContain(href))
})
