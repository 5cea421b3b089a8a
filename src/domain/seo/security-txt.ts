import { z } from 'zod'

/**
 * A site's /.well-known/security.txt (RFC 9116; docs/features/security.md "Report a vulnerability"). The
 * contact is the operator's, set once for the platform (SECURITY_CONTACT): a `mailto:` address or
 * an `https:` page. Without one there is no file, rather than a made-up address.
 */
export const SecurityContact = z
  .string()
  .trim()
  .regex(/^(mailto:[^\s@]+@[^\s@]+\.[^\s@]+|https:\/\/[^\s]+)$/, 'a mailto: address or an https: URL')

/** RFC 9116 §2.5.5: the file must say when it stops being valid; a year ahead, re-dated every day. */
export const SECURITY_TXT_VALID_DAYS = 365

export function securityTxt({ contact, canonical, now }: { contact: string; canonical: string; now: Date }): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_VALID_DAYS * 86_400_000)
  expires.setUTCHours(0, 0, 0, 0)
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${canonical}`,
    '',
  ].join('\n')
}
