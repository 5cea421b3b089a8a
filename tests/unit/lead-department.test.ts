import { describe, expect, it } from 'vitest'

import { leadDepartment, leadRecipients } from '@/domain/leads/department'

// Lead routing: "Route each lead kind to the dealership's address for it (sales, service, parts,
// finance)"; finance §2 "/service (book a service)", "/vehicle-parts-and-accessories", "/finance".
const addresses = {
  sales: ['sales@d.example', 'crm@d.example'],
  service: 'service@d.example',
  parts: 'parts@d.example',
  finance: 'finance@d.example',
}

describe('each lead kind goes to its department', () => {
  it.each([
    ['service', 'service', ['service@d.example']],
    ['parts', 'parts', ['parts@d.example']],
    ['finance', 'finance', ['finance@d.example']],
    ['test_drive', 'sales', ['sales@d.example', 'crm@d.example']],
    ['enquiry', 'sales', ['sales@d.example', 'crm@d.example']],
    ['reserve', 'sales', ['sales@d.example', 'crm@d.example']],
    ['trade_in', 'sales', ['sales@d.example', 'crm@d.example']],
  ])('%s → %s', (kind, department, to) => {
    expect(leadDepartment(kind)).toBe(department)
    expect(leadRecipients(addresses, kind)).toEqual(to)
  })

  it('a department without an address falls back to the sales recipients', () => {
    expect(leadRecipients({ sales: ['sales@d.example'], service: '  ' }, 'service')).toEqual(['sales@d.example'])
    expect(leadRecipients({ sales: ['sales@d.example'] }, 'finance')).toEqual(['sales@d.example'])
  })
})
