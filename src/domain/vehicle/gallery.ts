/** spec: stock §9 "Gallery slider images 600x400, first 2 prioritised". */
export const GALLERY_IMAGE_WIDTH = 600
export const GALLERY_IMAGE_HEIGHT = 400
export const GALLERY_PRIORITY_IMAGES = 2
/** spec: stock §4 / §9 "Thumbnails when more than 3 images". */
export const THUMBNAILS_WHEN_MORE_THAN = 3
/** spec: stock §9 "Spin: movement sensitivity 20, rotation interval 100 ms". */
export const SPIN_SENSITIVITY = 20
export const SPIN_INTERVAL_MS = 100

export type GalleryImage = { src: string; thumb: string; alt: string }
export type GallerySlide = { kind: 'image'; image: GalleryImage; imageIndex: number } | { kind: 'video'; src: string }

/** spec: stock §2 "an optional video (inserted as the second slide)". */
export function gallerySlides(images: GalleryImage[], videoUrl: string | null): GallerySlide[] {
  const slides: GallerySlide[] = images.map((image, imageIndex) => ({ kind: 'image', image, imageIndex }))
  if (videoUrl) slides.splice(Math.min(1, slides.length), 0, { kind: 'video', src: videoUrl })
  return slides
}

export type GalleryView = 'spinner' | 'gallery' | 'interior'

/**
 * The view a shopper sees first: the site's default (stock §4 "view is spinner, gallery or interior
 * (default spinner; gallery for one tenant)"), except that a car without a spin opens on its photos.
 */
export const initialGalleryView = (defaultView: 'spinner' | 'gallery', hasSpin: boolean): GalleryView =>
  defaultView === 'spinner' && hasSpin ? 'spinner' : 'gallery'

/**
 * spec: stock §9 "Gallery slider images 600x400, first 2 prioritised": the first 2 photos load with
 * priority whenever the photo slider is the view shown first (it holds the page's largest image then).
 */
export const isPrioritisedImage = (imageIndex: number, initialView: GalleryView, prioritised: number): boolean =>
  initialView === 'gallery' && imageIndex < prioritised
