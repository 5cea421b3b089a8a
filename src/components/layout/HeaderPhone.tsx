import { displayPhone, telHref } from '@/domain/phone/format'
import { maskPhone } from '@/domain/phone/mask'

import { HeaderPhoneReveal } from './HeaderPhone.client'

import styles from './Header.module.css'
import drawer from './MenuDrawer.module.css'

type Props = {
  phone: string
  /** The site's phone_masking flag (stock §4 "Some tenants show it unmasked from the start"). */
  masked: boolean
  variant: 'header' | 'drawer'
}

const PhoneIcon = () => (
  <svg className={styles.phoneIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
    />
  </svg>
)

/**
 * The site's call button in the header and in its menu drawer (issue 17): a tel: link where the site
 * shows numbers, else the masked number (stock §4, §9 "Phone masked after 5 characters"), which a
 * tap reveals (logged) and then calls. A masked page never holds the full number.
 */
export function HeaderPhone({ phone, masked, variant }: Props) {
  const header = variant === 'header'
  const parts = {
    // site-header__phone and __number: hooks for the e2e specs
    className: header ? `site-header__phone ${styles.phone}` : `button ${drawer.call}`,
    icon: header ? <PhoneIcon /> : undefined,
    callClassName: header ? 'visually-hidden' : undefined,
    numberClassName: header ? `site-header__number ${styles.number}` : undefined,
  }
  const shown = displayPhone(phone)
  if (masked) return <HeaderPhoneReveal maskedPhone={maskPhone(shown)} {...parts} />
  return (
    <a className={parts.className} href={telHref(phone)}>
      {parts.icon}
      <span className={parts.callClassName}>Call </span>
      <span className={parts.numberClassName}>{shown}</span>
    </a>
  )
}
