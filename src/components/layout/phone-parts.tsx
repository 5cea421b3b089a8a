import styles from './Header.module.css'
import drawer from './MenuDrawer.module.css'

/** Where a call button sits: the header's bar or the menu drawer's buttons. */
export type PhoneVariant = 'header' | 'drawer'

const PhoneIcon = () => (
  <svg className={styles.phoneIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
    />
  </svg>
)

/**
 * A call button's classes and icon by its place. One owner for the plain tel: link (HeaderPhone)
 * and the masked number's button (HeaderPhone.client), which draws them itself: passed from the
 * server, the icon's element tree went in every page's RSC payload (docs/features/caching.md "Caching and page weight").
 */
export function phoneParts(variant: PhoneVariant) {
  const header = variant === 'header'
  return {
    // site-header__phone and __number: hooks for the e2e specs
    className: header ? `site-header__phone ${styles.phone}` : `button ${drawer.call}`,
    icon: header ? <PhoneIcon /> : undefined,
    callClassName: header ? 'visually-hidden' : undefined,
    numberClassName: header ? `site-header__number ${styles.number}` : undefined,
  }
}
