import { describe, expect, it } from 'vitest'

import { isServiceLeadKind, LEAD_KINDS } from '@/domain/leads/kinds'
import { serviceLeadSchema } from '@/forms/service-lead-schema'

const today = '2026-11-24'
const valid = {
  name: 'Casey',
  email: 'casey@example.com',
  phone: '0412 345 678',
  message: 'Logbook service',
  location_id: '12',
}
const parse = (kind: 'service' | 'parts', body: Record<string, unknown>, requireTerms = false) =>
  serviceLeadSchema({ kind, requireTerms, today }).safeParse(body)
const fields = (r: ReturnType<typeof parse>) =>
  r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))

describe('service and parts leads (a lead with no car)', () => {
  it('service and parts are lead kinds', () => {
    expect(LEAD_KINDS).toEqual(expect.arrayContaining(['service', 'parts']))
    expect(isServiceLeadKind('service')).toBe(true)
    expect(isServiceLeadKind('enquiry')).toBe(false)
  })

  it('a service booking keeps rego, odometer and preferred date; the phone is normalised (finance §5)', () => {
    const r = parse('service', {
      ...valid,
      phone: '+61 412 345 678',
      rego: 'abc12d',
      odometer: '45,200 km',
      preferred_date: '2026-11-30',
    })
    expect(r.success && r.data).toMatchObject({
      phone: '0412345678',
      rego: 'ABC12D',
      odometer: 45200,
      preferred_date: '2026-11-30',
      opt_in: false, // not sent: not opted in (src/forms/consent.ts, Spam Act 2003)
    })
  })

  it('a parts enquiry drops the odometer and date', () => {
    const r = parse('parts', { ...valid, odometer: '1000', preferred_date: '2026-11-30' })
    expect(r.success && r.data).toMatchObject({ odometer: null, preferred_date: '' })
  })

  it.each([
    ['name required (finance §8 "This is a required field.")', { name: '' }, 'name', 'This is a required field.'],
    ['email checked', { email: 'nope' }, 'email', 'Please enter a valid email address.'],
    ['phone checked', { phone: '12' }, 'phone', 'Please enter a valid Australian phone number.'],
    ['the work wanted is required', { message: '' }, 'message', 'This is a required field.'],
    ['a location is required', { location_id: '' }, 'location_id', 'Choose one of our locations.'],
    ['odometer digits only', { odometer: '12a' }, 'odometer', 'Please enter the odometer reading in km, digits only.'],
    [
      'odometer at most 2,000,000',
      { odometer: '2000001' },
      'odometer',
      'Please enter the odometer reading in km, digits only.',
    ],
    ['no date in the past', { preferred_date: '2026-11-23' }, 'preferred_date', 'Please choose today or a later date.'],
    ['a real date', { preferred_date: '30/11/2026' }, 'preferred_date', 'Please choose today or a later date.'],
  ])('%s', (_case, change, field, message) => {
    expect(fields(parse('service', { ...valid, ...change }))[field]).toBe(message)
  })

  it('today is a valid preferred date', () =>
    expect(parse('service', { ...valid, preferred_date: today }).success).toBe(true))

  it('finance §5 "Some sites require agreeing to terms": \'*You must agree to the terms of use before submitting.\'', () => {
    expect(fields(parse('parts', valid, true)).terms).toBe('*You must agree to the terms of use before submitting.')
    expect(parse('parts', { ...valid, terms: true }, true).success).toBe(true)
  })
})
