import { describe, expect, it } from 'vitest'

import { enquiryDraft } from '@/data/leads/leads'
import { serviceLeadDraft } from '@/data/leads/service'
import { leadFormSchema } from '@/forms/lead-schema'
import { serviceLeadSchema } from '@/forms/service-lead-schema'

// "test-drive forms without a car and service forms don't ask which vehicle": they ask, and the
// dealer reads the answer in the lead's message (and its form data).
const contact = { name: 'Casey', email: 'casey@example.com', phone: '0412 345 678', message: 'Thanks' }

describe('which vehicle', () => {
  it('a test drive without a car names the vehicle the shopper wants to drive', () => {
    const values = leadFormSchema({ kind: 'test_drive', messageOptional: true, requireTerms: false }).parse({
      ...contact,
      vehicle: 'Toyota RAV4 hybrid',
    })
    const draft = enquiryDraft({ kind: 'test_drive', car: null, values, eventId: 22, extras: {} as never })
    expect(draft.message).toContain('Vehicle: Toyota RAV4 hybrid')
    expect(draft.payload).toMatchObject({ vehicle: 'Toyota RAV4 hybrid' })
  })

  it('a service booking names the vehicle to be serviced', () => {
    const values = serviceLeadSchema({ kind: 'service', requireTerms: false, today: '2026-11-24' }).parse({
      ...contact,
      location_id: '12',
      vehicle: 'Mazda CX-5 2019',
    })
    const draft = serviceLeadDraft({
      kind: 'service',
      location: { id: 12 } as never,
      dealership: { id: 3 } as never,
      values,
      eventId: 22,
      extras: { category: 'Service', source: 'Website' },
    })
    expect(draft.message).toContain('Vehicle: Mazda CX-5 2019')
    expect(draft.payload).toMatchObject({ vehicle: 'Mazda CX-5 2019' })
  })
})
