import { create } from 'xmlbuilder2'

/** The admin's page where a token sets a password (Payload's `admin.routes.reset`). */
export const resetPasswordUrl = (adminOrigin: string, token: string) =>
  `${adminOrigin}/admin/reset/${encodeURIComponent(token)}`

export type StaffEmail = { subject: string; html: string; text: string }

/** Paragraphs and one link as a small HTML body, escaped by the XML builder. */
function html(paragraphs: string[], link: { href: string; label: string }, after: string[]): string {
  const body = create().ele('html').ele('body', { style: 'font-family: sans-serif; line-height: 1.5' })
  body.ele('p').ele('strong').txt('Forecourt')
  for (const p of paragraphs) body.ele('p').txt(p)
  body.ele('p').ele('a', { href: link.href }).txt(link.label)
  body.ele('p').txt(`Or copy this address into your browser: ${link.href}`)
  for (const p of after) body.ele('p').txt(p)
  return body.end({ headless: true })
}

/**
 * The invitation (docs/staff-guide.md "Branding, staff invitations and password reset"): the link sets
 * the first password, so nobody else ever knows it.
 */
export function staffInviteEmail(args: {
  name: string
  tenantName: string
  inviterName: string
  link: string
  validDays: number
}): StaffEmail {
  const intro = [
    `Hello ${args.name},`,
    `${args.inviterName} has invited you to manage ${args.tenantName} on Forecourt, the website platform for your dealership.`,
    'Choose your password with the link below. Then sign in with this e-mail address and that password.',
  ]
  const after = [
    `The link works for ${args.validDays} days. If it has expired, use "Forgot password" on the sign-in page.`,
    'If you did not expect this invitation, you can ignore this e-mail.',
  ]
  return {
    subject: `You are invited to Forecourt (${args.tenantName})`,
    html: html(intro, { href: args.link, label: 'Choose your password' }, after),
    text: [...intro, '', args.link, '', ...after].join('\n'),
  }
}

/** Payload's forgot-password e-mail, in Forecourt's words. */
export function staffResetEmail(link: string): StaffEmail {
  const intro = ['Someone asked to reset the password of your Forecourt staff account.', 'Choose a new password here:']
  const after = [
    'The link works for one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ]
  return {
    subject: 'Reset your Forecourt password',
    html: html(intro, { href: link, label: 'Choose a new password' }, after),
    text: [...intro, '', link, '', ...after].join('\n'),
  }
}
