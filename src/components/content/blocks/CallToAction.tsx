import Link from 'next/link'

import type { BlockView } from '@/data/content/pages'

type Props = Extract<BlockView, { blockType: 'cta' }>

export function CallToActionComponent({ heading, text, links }: Props) {
  return (
    <section className="content-block content-cta" aria-label={heading}>
      <h2>{heading}</h2>
      {text ? <p>{text}</p> : null}
      <p className="content-cta__buttons">
        {(links ?? []).map((link, i) => (
          <Link
            key={link.id ?? link.url}
            className={i === 0 ? 'button' : 'button button--ghost'}
            href={link.url}
            prefetch={false}
          >
            {link.label}
          </Link>
        ))}
      </p>
    </section>
  )
}
