import type { IncomingAuthType } from 'payload'

import { resetPasswordUrl, staffResetEmail } from '@/email/staff-account'
import { adminOriginOf } from '@tenants/admin-hosts'

/**
 * Payload's forgot-password e-mail (/admin/forgot) in Forecourt's words, sent through the same
 * transport as every e-mail (src/email/adapter.ts), its link on the admin's own origin: the
 * request's Host only when it is an admin host, so a forged Host cannot aim the link elsewhere.
 */
export const staffForgotPassword: NonNullable<IncomingAuthType['forgotPassword']> = {
  generateEmailSubject: () => staffResetEmail('').subject,
  generateEmailHTML: (args) => {
    const host = args?.req?.headers?.get('host')
    return staffResetEmail(resetPasswordUrl(adminOriginOf(host), args?.token ?? '')).html
  },
}
