'use client'

import dynamic from 'next/dynamic'
import Image from 'next/image'
import { type KeyboardEvent, type PointerEvent, useState } from 'react'

import { StaticImage } from '@/components/ui/StaticImage.client'
import {
  GALLERY_IMAGE_HEIGHT,
  GALLERY_IMAGE_WIDTH,
  GALLERY_PRIORITY_IMAGES,
  type GalleryImage,
  gallerySlides,
  type GalleryView,
  initialGalleryView,
  isPrioritisedImage,
  THUMBNAILS_WHEN_MORE_THAN,
} from '@/domain/vehicle/gallery'
import { type Hotspot, interiorHotspots } from '@/domain/vehicle/hotspots'
import { swipeStep } from '@/domain/vehicle/swipe'

import { HotspotButtons } from './HotspotLayer.client'

import styles from './Gallery.module.css'
import spinStyles from './SpinViewer.module.css'

// Client islands loaded when needed (docs/features/vehicle-page.md "The vehicle page"): a car without a spin never fetches
// the spin code, and the fullscreen viewer loads the first time it opens (or is about to: hover or
// focus).
const SpinViewer = dynamic(() => import('./SpinViewer.client').then((m) => m.SpinViewer), {
  loading: () => <div className={spinStyles.spin} aria-busy="true" />,
})
const loadFullscreen = () => import('./FullscreenGallery.client')
const FullscreenGallery = dynamic(() => loadFullscreen().then((m) => m.FullscreenGallery), { ssr: false })

type Props = {
  name: string
  images: GalleryImage[]
  videoUrl: string | null
  spin: { frames: string[]; hotspots: Hotspot[] } | null
  interior: { src: string; hotspots: Hotspot[] } | null
  defaultView: 'spinner' | 'gallery'
}

const VIEW_LABELS: Record<GalleryView, string> = { spinner: '360° spin', gallery: 'Photos', interior: 'Interior' }

/**
 * The vehicle gallery (stock §2, §4, §9): spin, photo slider and interior views; slider images
 * 600x400 with the first 2 prioritised; thumbnails only with more than 3 images; fullscreen with
 * arrow keys; leaving the photo view resets its index; a failed image keeps its placeholder and logs.
 */
export function Gallery({ name, images, videoUrl, spin, interior, defaultView }: Props) {
  const views: GalleryView[] = [
    ...(spin ? (['spinner'] as const) : []),
    'gallery',
    ...(interior ? (['interior'] as const) : []),
  ]
  const initialView = initialGalleryView(defaultView, !!spin)
  const [view, setView] = useState<GalleryView>(initialView)
  const [index, setIndex] = useState(0)
  const [fullscreen, setFullscreen] = useState(false)
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const slides = gallerySlides(images, videoUrl)
  const count = slides.length

  // stock §4 "Leaving the gallery view resets the gallery index."
  const changeView = (next: GalleryView) => {
    if (next !== 'gallery') setIndex(0)
    setView(next)
  }

  const go = (delta: number) => setIndex((i) => (count ? (i + delta + count) % count : 0))
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1)
    else if (e.key === 'ArrowLeft') go(-1)
    else return
    e.preventDefault()
  }
  // A swipe moves one photo (swipeStep): where the pointer went down, and where it came up.
  const [start, setStart] = useState<{ x: number; y: number } | null>(null)
  const onPointerUp = (e: PointerEvent) => {
    if (start) go(swipeStep(e.clientX - start.x, e.clientY - start.y))
    setStart(null)
  }
  const onImageError = (src: string) => {
    console.error(`Gallery image failed to load: ${src}`)
    setFailed((f) => new Set(f).add(src))
  }

  return (
    <div className={styles.gallery} data-view={view}>
      {views.length > 1 ? (
        <div className={`gallery__views ${styles.views}`} role="group" aria-label="Gallery view">
          {views.map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => changeView(v)}>
              {VIEW_LABELS[v]}
            </button>
          ))}
        </div>
      ) : null}

      {view === 'spinner' && spin ? (
        <SpinViewer name={name} frames={spin.frames} hotspots={spin.hotspots} priority={initialView === 'spinner'} />
      ) : null}

      {view === 'interior' && interior ? (
        <div className={`gallery__interior ${styles.interior}`}>
          <StaticImage
            src={interior.src}
            alt={`${name}: interior`}
            width={GALLERY_IMAGE_WIDTH}
            height={GALLERY_IMAGE_HEIGHT}
            sizes="(max-width: 992px) 100vw, 760px"
          />
          <HotspotButtons spots={interiorHotspots(interior.hotspots)} />
        </div>
      ) : null}

      {view === 'gallery' ? (
        count === 0 ? (
          <div className={styles.placeholder} role="img" aria-label={`${name}: photos coming soon`}>
            Photos coming soon
          </div>
        ) : (
          <section
            className={styles.slider}
            aria-roledescription="carousel"
            aria-label={`${name} photos`}
            tabIndex={0}
            onKeyDown={onKeyDown}
            onPointerDown={(e) => setStart({ x: e.clientX, y: e.clientY })}
            onPointerUp={onPointerUp}
            onPointerCancel={() => setStart(null)}
            // A mouse drag on a photo would start the browser's image drag and cancel the pointer.
            onDragStart={(e) => e.preventDefault()}
          >
            <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
              {slides.map((slide, i) => (
                <div
                  key={slide.kind === 'video' ? 'video' : slide.image.src}
                  className={`gallery__slide ${styles.slide}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  aria-hidden={i !== index}
                  inert={i !== index}
                >
                  {slide.kind === 'video' ? (
                    <video
                      src={slide.src}
                      controls
                      preload="none"
                      aria-label={`${name}: walk-around video`}
                      className={styles.video}
                    />
                  ) : failed.has(slide.image.src) ? (
                    <div className={styles.placeholder} role="img" aria-label={slide.image.alt} />
                  ) : (
                    <Image
                      src={slide.image.src}
                      alt={slide.image.alt}
                      width={GALLERY_IMAGE_WIDTH}
                      height={GALLERY_IMAGE_HEIGHT}
                      sizes="(max-width: 992px) 100vw, 760px"
                      priority={isPrioritisedImage(slide.imageIndex, initialView, GALLERY_PRIORITY_IMAGES)}
                      loading={slide.imageIndex < GALLERY_PRIORITY_IMAGES ? 'eager' : 'lazy'}
                      onError={() => onImageError(slide.image.src)}
                    />
                  )}
                </div>
              ))}
            </div>
            {count > 1 ? (
              <>
                <button
                  type="button"
                  className={`gallery__nav ${styles.nav} ${styles.prev}`}
                  aria-label="Previous photo"
                  onClick={() => go(-1)}
                >
                  ‹
                </button>
                <button
                  type="button"
                  className={`gallery__nav ${styles.nav} ${styles.next}`}
                  aria-label="Next photo"
                  onClick={() => go(1)}
                >
                  ›
                </button>
              </>
            ) : null}
            <p className={`gallery__counter ${styles.counter}`} aria-live="polite">
              {index + 1} / {count}
            </p>
            <button
              type="button"
              className={`gallery__fullscreen ${styles.fullscreen}`}
              onPointerEnter={() => void loadFullscreen()}
              onFocus={() => void loadFullscreen()}
              onClick={() => setFullscreen(true)}
            >
              View fullscreen
            </button>
          </section>
        )
      ) : null}

      {view === 'gallery' && images.length > THUMBNAILS_WHEN_MORE_THAN ? (
        <ul className={styles.thumbs} aria-label="Photo thumbnails">
          {slides.map((slide, i) =>
            slide.kind === 'image' ? (
              <li key={slide.image.src}>
                <button
                  type="button"
                  aria-label={`Show photo ${slide.imageIndex + 1}`}
                  aria-current={i === index || undefined}
                  onClick={() => setIndex(i)}
                >
                  <StaticImage src={slide.image.thumb} alt="" width={120} height={80} loading="lazy" />
                </button>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}

      {fullscreen ? (
        <FullscreenGallery
          name={name}
          slides={slides}
          index={index}
          onIndex={setIndex}
          onClose={() => setFullscreen(false)}
        />
      ) : null}
    </div>
  )
}
