import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'

import { currentLeadAttributes, PAGE_HISTORY_KEY, recordPageVisit } from '@/components/forms/lead-attributes'
import { leadAttribution, NO_LEAD_ATTRIBUTES, withPageVisit } from '@/domain/leads/attribution'
import { LEAD_LIMITS } from '@/domain/leads/extras'
import { leadAttributesSchema } from '@/forms/lead-schema'
import { leadAdf } from '@/integrations/lead-delivery/adf'
import { type DeliverableLead, leadRows } from '@/integrations/lead-delivery/lead'
import { leadWebhookBody } from '@/integrations/lead-delivery/webhook'

// spec: finance §3 "Payload extras: … lead_attributes (visited_pages, linked_query_params)".

const memoryStore = () => {
  const items = new Map<string, string>()
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) }
}

describe('the visit a lead carries', () => {
  it('keeps the pages in order and the first link’s campaign', () => {
    const store = memoryStore()
    recordPageVisit({ pathname: '/about-us', search: '?utm_source=google&utm_campaign=eofy' }, store)
    recordPageVisit({ pathname: '/about-us', search: '' }, store) // a reload is not a new page
    recordPageVisit({ pathname: '/search/used-cars', search: '?utm_campaign=other&make=Toyota' }, store)
    expect(currentLeadAttributes({ pathname: '/contact', search: '' }, store)).toEqual({
      visited_pages: ['/about-us', '/search/used-cars', '/contact'],
      linked_query_params: { utm_source: 'google', utm_campaign: 'eofy', make: 'Toyota' },
    })
  })

  it('without storage still names the page the form is on and its query', () => {
    expect(currentLeadAttributes({ pathname: '/finance', search: '?utm_source=x' }, null)).toEqual({
      visited_pages: ['/finance'],
      linked_query_params: { utm_source: 'x' },
    })
  })

  it('a broken stored history is started again', () => {
    const store = memoryStore()
    store.setItem(PAGE_HISTORY_KEY, '{not json')
    expect(currentLeadAttributes({ pathname: '/contact', search: '' }, store).visited_pages).toEqual(['/contact'])
  })

  it('stays within what the intake accepts, however long the visit', () => {
    let visit = NO_LEAD_ATTRIBUTES
    for (let i = 0; i < 60; i++) visit = withPageVisit(visit, `/p${i}`, `?k${i}=v&long=${'x'.repeat(900)}`)
    expect(visit.visited_pages).toHaveLength(LEAD_LIMITS.visitedPages)
    expect(visit.visited_pages.at(-1)).toBe('/p59')
    expect(Object.keys(visit.linked_query_params)).toHaveLength(LEAD_LIMITS.linkedQueryParams)
    expect(leadAttributesSchema.safeParse(visit).success).toBe(true)
  })
})

describe('leadAttribution', () => {
  it.each([
    [
      'utm tags and the first page',
      {
        visited_pages: ['/about-us', '/contact'],
        linked_query_params: { utm_source: 'fb', utm_medium: 'social', utm_campaign: 'spring' },
      },
      { source: 'fb', medium: 'social', campaign: 'spring', landing_page: '/about-us' },
    ],
    ['an empty visit', NO_LEAD_ATTRIBUTES, { source: null, medium: null, campaign: null, landing_page: null }],
    ['an old lead without attributes', undefined, { source: null, medium: null, campaign: null, landing_page: null }],
    [
      'malformed data',
      { visited_pages: 'x', linked_query_params: 3 },
      { source: null, medium: null, campaign: null, landing_page: null },
    ],
  ])('%s', (_name, attributes, expected) => {
    expect(leadAttribution(attributes)).toEqual(expected)
  })
})

const lead: DeliverableLead = {
  id: 9,
  createdAt: '2026-12-01T00:00:00.000Z',
  type: 'contact',
  category: 'General Enquiry',
  customer: { first_name: 'Casey', email: 'casey@example.com' },
  vehicle: null,
  attribution: { source: 'newsletter', medium: 'email', campaign: 'spring-sale', landing_page: '/about-us' },
  dealership: { id: 1, slug: 'harbourside-toyota', name: 'Harbourside Toyota' },
  site: { slug: 'harbourside', name: 'Harbourside Toyota', url: 'https://harbourside.example' },
}

describe('delivery carries where the lead came from', () => {
  it('ADF: <provider><source> with medium, campaign and landing page', () => {
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(leadAdf(lead))
    expect(xml.adf.prospect.provider.source).toEqual({
      '#text': 'newsletter',
      '@medium': 'email',
      '@campaign': 'spring-sale',
      '@landingpage': '/about-us',
    })
  })

  it('ADF: no <source> for a lead that says nothing', () => {
    expect(leadAdf({ ...lead, attribution: leadAttribution(NO_LEAD_ATTRIBUTES) })).not.toContain('<source')
  })

  it('webhook data and the e-mail rows', () => {
    expect(leadWebhookBody(lead, new Date()).data.attribution).toEqual(lead.attribution)
    expect(leadRows(lead)).toEqual(
      expect.arrayContaining([
        ['Campaign source', 'newsletter'],
        ['Campaign medium', 'email'],
        ['Campaign', 'spring-sale'],
        ['Landing page', '/about-us'],
      ]),
    )
  })
})
