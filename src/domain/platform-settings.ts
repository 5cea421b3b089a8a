/**
 * Platform settings (docs/features/content.md "Platform settings (super-admins)"): defaults that every site inherits
 * unless it overrides them. A site's own non-empty value wins; else the platform's; else the
 * built-in default the reader applies (e.g. DEFAULT_NO_PRICE_TEXT). One owner of the merge:
 * src/data/sites/sites.ts applies it when it loads a site, so every reader of `site.settings` sees the
 * merged value.
 */
export const SITE_DEFAULTED_SETTINGS = [
  'no_price_text',
  'new_tag_name',
  'sold_tag_text',
  'tag_id',
  'meta_pixel_id',
  'sms_sender_name',
  'finance_disclaimer',
] as const
export type SiteDefaultedSetting = (typeof SITE_DEFAULTED_SETTINGS)[number]

export type PlatformDefaults = Partial<Record<SiteDefaultedSetting, string | null>> & {
  email_from_name?: string | null
  email_from_address?: string | null
}

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''

export function withPlatformDefaults<S extends Partial<Record<SiteDefaultedSetting, string | null>>>(
  settings: S,
  platform: PlatformDefaults,
): S {
  const out: S = { ...settings }
  for (const key of SITE_DEFAULTED_SETTINGS) {
    const own = settings[key]
    if (!filled(own) && filled(platform[key])) (out as Record<string, unknown>)[key] = platform[key]!.trim()
  }
  return out
}

/** The lead e-mail's sender from the platform settings, or undefined for the adapter's own (SMTP_FROM). */
export function emailSender(platform: PlatformDefaults): string | undefined {
  const address = platform.email_from_address?.trim()
  if (!address) return undefined
  const name = platform.email_from_name?.trim().replace(/["<>\r\n]/g, '')
  return name ? `"${name}" <${address}>` : address
}

/**
 * The sender a text message shows: an alphanumeric sender id of at most 11 letters, digits and
 * spaces, with at least one letter (what Australian carriers accept), or a number of 6 to 15 digits
 * with an optional leading '+'.
 */
export const SMS_SENDER_PATTERN = /^(?=[A-Za-z0-9 ]{1,11}$)(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9 ]*$|^\+?\d{6,15}$/
export const SMS_SENDER_HELP = 'At most 11 letters, digits or spaces (with a letter), or a phone number.'

/** The sender name a site's text messages carry (its merged setting), or undefined for the gateway's own. */
export function smsSender(settings: { sms_sender_name?: string | null } | null | undefined): string | undefined {
  const name = settings?.sms_sender_name?.trim()
  return name && SMS_SENDER_PATTERN.test(name) ? name : undefined
}
