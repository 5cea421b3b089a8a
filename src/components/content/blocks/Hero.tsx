import Link from 'next/link'

import { StaticImage } from '@/components/ui/StaticImage.client'
import type { BlockView } from '@/data/content/pages'

type Props = Extract<BlockView, { blockType: 'hero' }> & { isFirst: boolean }

/** The first hero's heading is the page's h1; a later hero is a section heading. */
export function HeroComponent({ heading, text, image, link_label, link_url, isFirst }: Props) {
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className="content-hero" aria-label={isFirst ? undefined : heading}>
      <div className="content-hero__text">
        <Heading>{heading}</Heading>
        {text ? <p className="content-hero__lead">{text}</p> : null}
        {link_label && link_url ? (
          <Link className="button" href={link_url} prefetch={false}>
            {link_label}
          </Link>
        ) : null}
      </div>
      {image ? (
        <StaticImage
          className="content-hero__image"
          src={image.url}
          alt={image.alt}
          width={image.width ?? 1200}
          height={image.height ?? 675}
          loading="eager"
          fetchPriority={isFirst ? 'high' : undefined}
        />
      ) : null}
    </section>
  )
}
