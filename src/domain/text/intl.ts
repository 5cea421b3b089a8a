/**
 * One Intl.DateTimeFormat per locale and options, made once and reused: making one costs about as
 * much as rendering a small component (a profile of the vehicle page found several per render).
 */
const formats = new Map<string, Intl.DateTimeFormat>()

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formats.set(key, format)
  }
  return format
}
