import { displayPhone, telHref } from '@/domain/phone/format'
import { maskPhone } from '@/domain/phone/mask'

import { HeaderPhoneReveal } from './HeaderPhone.client'
import { phoneParts, type PhoneVariant } from './phone-parts'

type Props = {
  phone: string
  /** The site's phone_masking flag (stock §4 "Some tenants show it unmasked from the start"). */
  masked: boolean
  variant: PhoneVariant
}

/**
 * The site's call button in the header and in its menu drawer (docs/features/phones-and-breakpoints.md "Phones and breakpoints"): a
 * tel: link where the site shows numbers, else the masked number (stock §4, §9 "Phone masked after
 * 5 characters"), which a tap reveals (logged) and then calls. A masked page never holds the full
 * number.
 */
export function HeaderPhone({ phone, masked, variant }: Props) {
  const shown = displayPhone(phone)
  if (masked) return <HeaderPhoneReveal maskedPhone={maskPhone(shown)} variant={variant} />
  const parts = phoneParts(variant)
  return (
    <a className={parts.className} href={telHref(phone)}>
      {parts.icon}
      <span className={parts.callClassName}>Call </span>
      <span className={parts.numberClassName}>{shown}</span>
    </a>
  )
}
