// Where the demo's lead e-mails go: with nothing configured (the demo), e-mail goes to Payload's
// console transport and the demo prints where (docs/features/leads.md "Lead delivery", "SMTP"). Kept apart from
// demo.mjs so it is tested.

/**
 * The lines `npm run demo` prints about lead e-mail, from the environment the server gets.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function leadMailNotice(env) {
  const url = env.SMTP_URL?.trim()
  if (!url) {
    return [
      'Lead e-mails: no SMTP_URL set, so each one (recipients and subject) is written to this',
      "  server's log by Payload's console transport. Set SMTP_URL=smtp://user:pass@host:587 to send",
      '  them for real (docs/features/leads.md "Lead delivery").',
    ]
  }
  let where = 'the configured SMTP server'
  try {
    const u = new URL(url)
    where = `${u.protocol}//${u.host}` // never the password
  } catch {
    // an unparsable URL is nodemailer's to refuse; say nothing more of it
  }
  return [`Lead e-mails: sent through ${where} (SMTP_URL).`]
}
