import { describe, expect, it } from 'vitest'

import { leadMailNotice } from '../../scripts/lib/lead-mail-notice.mjs'

// docs/features/leads.md "Lead delivery", "SMTP": with nothing configured (the demo), e-mail goes to Payload's
// console transport and the demo prints where; docs/features/leads.md shows how to point it at a real SMTP
// server.
describe('npm run demo: where lead e-mails go', () => {
  it('nothing configured: the server log, and how to set SMTP_URL', () => {
    const text = leadMailNotice({}).join('\n')
    expect(text).toContain("server's log")
    expect(text).toContain('SMTP_URL=smtp://')
    expect(leadMailNotice({ SMTP_URL: '  ' }).join('\n')).toContain("server's log")
  })
  it('SMTP configured: names the server, never the password', () => {
    const text = leadMailNotice({ SMTP_URL: 'smtp://leads:s3cret@mail.example.com:587' }).join('\n')
    expect(text).toContain('smtp://mail.example.com:587')
    expect(text).not.toContain('s3cret')
    expect(text).not.toContain("server's log")
  })
})
