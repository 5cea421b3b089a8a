export type GalleryImage = { src: string; thumb: string; alt: string }
export type GallerySlide = { kind: 'image'; image: GalleryImage; imageIndex: number } | { kind: 'video'; src: string }

/** spec: stock §2 "an optional video (inserted as the second slide)". */
export function gallerySlides(images: GalleryImage[], videoUrl: string | null): GallerySlide[] {
  const slides: GallerySlide[] = images.map((image, imageIndex) => ({ kind: 'image', image, imageIndex }))
  if (videoUrl) slides.splice(Math.min(1, slides.length), 0, { kind: 'video', src: videoUrl })
  return slides
}
