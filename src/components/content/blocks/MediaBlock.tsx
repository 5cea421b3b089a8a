import type { BlockView } from '@/data/pages'

type Props = Extract<BlockView, { blockType: 'mediaBlock' }>

export function MediaComponent({ image, caption }: Props) {
  if (!image) return null
  return (
    <figure className="content-block content-media">
      <img
        src={image.url}
        alt={image.alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        loading="lazy"
        decoding="async"
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
