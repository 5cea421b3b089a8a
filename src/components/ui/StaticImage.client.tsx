'use client'

import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

type Props = Omit<ImageProps, 'onLoad' | 'onError' | 'placeholder' | 'blurDataURL'> & {
  /**
   * The widest rendition the picture's slot can use (its widest CSS width at the densest screen it
   * is shown on): next/image lists every configured width from the smallest its `sizes` allows, so
   * wider ones are left out of the `srcset` (docs/features/caching.md "Caching and page weight": srcset lists only
   * the widths the layout can use).
   */
  maxWidth?: number
}

/**
 * next/image's addresses with the slashes of their `url=` left as they are: the optimiser reads the
 * same address, and a card's four addresses each spelt three slashes as %2F (docs/features/caching.md "Caching and
 * page weight").
 */
function plainSlashes<T extends { src: string; srcSet?: string | undefined }>(img: T): T {
  // only the optimiser's own addresses: an unoptimised picture's src is kept as it is
  const plain = (url: string) => (url.startsWith('/_next/image?') ? url.replaceAll('%2F', '/') : url)
  return { ...img, src: plain(img.src), ...(img.srcSet ? { srcSet: plain(img.srcSet) } : {}) }
}

/** next/image's srcset without the renditions wider than maxWidth; src is the widest one kept. */
function narrowed<T extends { src: string; srcSet?: string | undefined }>(img: T, maxWidth: number): T {
  const entries = (img.srcSet ?? '').split(', ').filter((e) => Number(e.slice(e.lastIndexOf(' ') + 1, -1)) <= maxWidth)
  const widest = entries.at(-1)
  return widest ? { ...img, srcSet: entries.join(', '), src: widest.slice(0, widest.lastIndexOf(' ')) } : img
}

/**
 * A picture with nothing to do in the browser: `next/image`'s optimised `srcset`, sizes and preload,
 * rendered as a plain `<img>`. `next/image` itself keeps state and effects, so each picture was a
 * costly component to hydrate: 21 on a results page, one per thumbnail in the gallery. Moving them
 * here took the results page's Lighthouse TBT from about 290 to 170 ms (docs/features/caching.md "Caching and page
 * weight"). It is a client component without hooks, so hydrating it is a function call, and the RSC
 * payload carries its few props rather than the `<img>`'s four-URL `srcset` (rendered as a server
 * component, the results page's HTML grew by 13 KB). A picture that reacts to load or error events
 * (the gallery's slides fall back to a placeholder) keeps `next/image`, which also catches the
 * events that fire before hydration.
 */
export function StaticImage({ maxWidth, ...props }: Props) {
  const { props: all } = getImageProps(props)
  const img = plainSlashes(maxWidth ? narrowed(all, maxWidth) : all)
  if (props.priority || props.preload) {
    // What next/image does for a priority picture in the App Router: a <link rel=preload> in the head.
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: img.fetchPriority,
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- the <img> carries next/image's own props (getImageProps)
  return <img {...img} alt={props.alt} />
}
