import { payloadClient } from '../runtime/payload'

/**
 * Tells the platform's staff (every super-admin, by e-mail) about something that needs a person,
 * such as a site's text-message budget running out (docs/features/security.md "Security"). It writes the alert to the
 * server log first, so a failed e-mail loses nothing; it never throws.
 */
export async function alertPlatformStaff(subject: string, text: string): Promise<void> {
  console.error(`platform alert: ${subject}: ${text}`)
  try {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'users',
      where: { role: { equals: 'super-admin' } },
      depth: 0,
      limit: 50,
      select: { email: true },
      overrideAccess: true,
    })
    const to = docs.map((u) => u.email).filter(Boolean)
    if (to.length) await payload.sendEmail({ to, subject: `[Forecourt] ${subject}`, text })
  } catch (err) {
    console.error('platform alert: the e-mail to the platform staff was not sent', err)
  }
}
