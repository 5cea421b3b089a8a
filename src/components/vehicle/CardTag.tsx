import type { CardTag as Tag } from '@/domain/tags/card-tag'

import type { CertifiedLogo } from './certified-logo'

import styles from './CardTag.module.css'

// the kinds with a colour of their own (the rest are the tag's dark default)
const KIND_STYLES: Partial<Record<Tag['kind'], string>> = {
  sold: styles.sold,
  electric: styles.power,
  hybrid: styles.power,
  reserved: styles.reserved,
}

/**
 * A card's tag (stock §4). The certified tag is the site's certified logo image with its alt text
 * (rule 3 "A certified logo image"); the text 'Certified' only when the site has no logo. car-tag is
 * a hook for the e2e specs and unit tests.
 */
export function CardTag({ tag, certifiedLogo }: { tag: Tag; certifiedLogo: CertifiedLogo | null }) {
  if (tag.kind === 'certified' && certifiedLogo) {
    return (
      <span className={`car-tag ${styles.tag} ${styles.logo}`} data-tag={tag.kind}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a 28 px badge on every card, never the LCP; a srcset per card would grow the results HTML */}
        <img
          src={certifiedLogo.url}
          alt={tag.imageAlt ?? tag.label}
          width={certifiedLogo.width}
          height={certifiedLogo.height}
          loading="lazy"
          decoding="async"
        />
      </span>
    )
  }
  return (
    <span
      className={['car-tag', styles.tag, KIND_STYLES[tag.kind], tag.tone && styles[tag.tone]].filter(Boolean).join(' ')}
      data-tag={tag.kind}
    >
      {tag.label}
    </span>
  )
}
