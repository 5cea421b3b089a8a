import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { LeadDialog } from '@/components/forms/LeadDialog.client'
import { LeadForm } from '@/components/forms/LeadForm.client'
import { ServiceLeadForm } from '@/components/forms/ServiceLeadForm.client'
import { preferredTimeOf, TestDriveTimeFields } from '@/components/forms/TestDriveTimeFields'
import { testDriveSlots } from '@/domain/leads/test-drive-slots'

// The accessible names the end-to-end tests rely on (finance §5 labels; stock §2 modal names).
const car = { slug: 'car-1', name: '2021 Toyota Corolla', locationId: '4' }
const form = (props: Partial<Parameters<typeof LeadForm>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(LeadForm, { kind: 'enquiry', car, messageOptional: false, requireTerms: false, ...props }),
  )
const labelFor = (html: string, text: string) =>
  new RegExp(`<label for="([^"]+)"[^>]*>${text}(<span aria-hidden="true"> \\*</span>)?</label>`).exec(html)?.[1]

describe('LeadForm markup', () => {
  it('labels every field and ties each label to its input', () => {
    const html = form()
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Postcode', 'Message']) {
      const id = labelFor(html, label)
      expect(id, label).toBeTruthy()
      expect(html).toContain(`id="${id}"`)
    }
    // The opt-in starts unticked: consent is given, not assumed (src/forms/consent.ts, Spam Act 2003).
    expect(html).toMatch(/<input type="checkbox"[^>]*\/>Email me similar stock and latest offers\.<\/label>/)
    expect(html).not.toMatch(/<input type="checkbox"[^>]*checked[^>]*\/>Email me similar stock/)
    expect(html).toContain('role="alert"')
    expect(html).toMatch(/<button type="submit"[^>]*>Send enquiry<\/button>/)
    expect(html).toContain('value="car-1"')
    expect(html).toContain('value="4"')
    expect(html).not.toContain('Preferred date')
  })

  it('has the optional Rego field with the spec placeholder (finance §5 "Rego is optional, placeholder \'Rego - Helps us better assist your enquiry\'")', () => {
    const html = form()
    const id = labelFor(html, 'Rego \\(optional\\)')
    expect(id).toBeTruthy()
    expect(html).toMatch(
      new RegExp(
        `<input[^>]*id="${id}"[^>]*placeholder="Rego - Helps us better assist your enquiry"|<input[^>]*placeholder="Rego - Helps us better assist your enquiry"[^>]*id="${id}"`,
      ),
    )
    expect(html).not.toMatch(new RegExp(`id="${id}"[^>]*required`))
  })

  it.each([
    ['test_drive', 'Book test drive', 'Message (optional)'],
    ['request_photos', 'Request photos', 'Message (optional)'],
    ['similar_car', 'Find Me Something Similar', 'Message'],
  ] as const)('%s: submit %s, message label %s', (kind, submit, message) => {
    const html = form({ kind })
    expect(html).toContain(`>${submit}</button>`)
    expect(labelFor(html, message.replace(/[()]/g, '\\$&'))).toBeTruthy()
    expect(html.includes('Preferred date (optional)')).toBe(kind === 'test_drive')
    expect(html.includes('Preferred time (optional)')).toBe(kind === 'test_drive')
    expect(html.includes('value="Please send photos for this car"')).toBe(kind === 'request_photos')
  })

  it('shows the terms checkbox with privacy and terms links when the site requires it', () => {
    const html = form({ requireTerms: true, privacyHref: '/privacy', termsHref: '/terms' })
    expect(html).toContain('I agree to the terms of use.')
    expect(html).toContain('href="/privacy"')
    expect(html).toContain('href="/terms"')
    expect(form()).not.toContain('I agree to the terms of use.')
  })
})

describe('LeadDialog markup', () => {
  it('renders the trigger and a closed dialog named by its heading, without the form', () => {
    const html = renderToStaticMarkup(
      createElement(LeadDialog, {
        kind: 'test_drive',
        triggerLabel: 'Book a Test Drive',
        car,
        messageOptional: false,
        requireTerms: false,
      }),
    )
    expect(html).toMatch(/<button type="button" aria-haspopup="dialog">Book a Test Drive<\/button>/)
    const labelledBy = /<dialog[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1]
    expect(html).toContain(`<h2 id="${labelledBy}"`)
    expect(html).toMatch(/>Book a Test Drive<\/h2>/)
    expect(html).toContain('>Close</button>')
    expect(html).not.toContain('<form')
  })
})

describe('TestDriveTimeFields — the dialog and /book-test-drive/ offer the same slots (finance §2 "A Book a Test Drive modal is also available")', () => {
  // 2030-05-06 is a Monday (weekday 1), 2030-05-05 a Sunday (weekday 0).
  const hours = [
    { weekday: 1, status: 'Open', open: '09:00', close: '11:00' },
    { weekday: 0, status: 'Closed', open: null, close: null },
  ]
  const fields = (props: Partial<Parameters<typeof TestDriveTimeFields>[0]>) =>
    renderToStaticMarkup(
      createElement(TestDriveTimeFields, { id: 'f', hours, date: '', time: '', onPick: () => {}, ...props }),
    )
  const optionsOf = (html: string) => [...html.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])

  it("a date's options are testDriveSlots of the location's opening hours for that weekday", () => {
    const html = fields({ date: '2030-05-06' })
    expect(optionsOf(html)).toEqual(['', ...testDriveSlots(hours, 1)])
    expect(optionsOf(html)).toEqual(['', '09:00', '09:30', '10:00', '10:30'])
  })
  it('a closed day offers no time and says so', () => {
    const html = fields({ date: '2030-05-05' })
    expect(optionsOf(html)).toEqual([''])
    expect(html).toContain('Closed that day. Please choose another date.')
    expect(html).toMatch(/<select[^>]*disabled=""/)
  })
  it('no date yet: the time waits for it', () => {
    expect(fields({})).toContain('Choose a date first')
  })
  it('a location without opening hours: no times, and the dealer will call', () => {
    const html = fields({ date: '2030-05-06', hours: null })
    expect(optionsOf(html)).toEqual([''])
    expect(html).toContain('We will call you to arrange a time.')
  })
  it('the value sent is the local date and slot, or nothing until both are chosen', () => {
    expect(preferredTimeOf('2030-05-06', '10:00')).toBe('2030-05-06T10:00')
    expect(preferredTimeOf('2030-05-06', '')).toBe('')
    expect(preferredTimeOf('', '10:00')).toBe('')
  })
})

describe('ServiceLeadForm markup: the opt-in', () => {
  const service = () =>
    renderToStaticMarkup(
      createElement(ServiceLeadForm, {
        kind: 'service',
        locations: [{ id: '4', name: 'Brookvale Service' }],
        today: '2026-12-07',
        requireTerms: false,
      }),
    )
  it('is worded for a service booking, not for stock', () => {
    expect(service()).toContain('Email me offers and news from the dealership.')
    expect(service()).not.toContain('similar stock')
  })
  it('starts unticked: consent is given, not assumed (src/forms/consent.ts, Spam Act 2003)', () =>
    expect(service()).not.toMatch(/<input type="checkbox"[^>]*checked[^>]*\/>Email me offers/))
})
