/** spec: finance §9 "Phone numbers formatted with +61 replaced by 0." */
export function displayPhone(raw: string | null | undefined): string {
  if (!raw) return ''
  return raw.trim().replace(/^\+61\s?/, '0')
}

/** A tel: address: digits only, in Australian national format. */
export function telHref(raw: string | null | undefined): string {
  return `tel:${displayPhone(raw).replace(/[^\d]/g, '')}`
}
