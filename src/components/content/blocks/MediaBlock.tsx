import { StaticImage } from '@/components/ui/StaticImage.client'
import type { BlockView } from '@/data/content/pages'

type Props = Extract<BlockView, { blockType: 'mediaBlock' }>

export function MediaComponent({ image, caption }: Props) {
  if (!image) return null
  return (
    <figure className="content-block content-media">
      <StaticImage
        src={image.url}
        alt={image.alt}
        width={image.width ?? 1200}
        height={image.height ?? 675}
        loading="lazy"
        decoding="async"
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
