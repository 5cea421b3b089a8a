'use client'

import Image from 'next/image'
import { type KeyboardEvent, useEffect, useRef } from 'react'

import type { GallerySlide } from '@/domain/vehicle/gallery'

import styles from './FullscreenGallery.module.css'

type Props = { name: string; slides: GallerySlide[]; index: number; onIndex: (i: number) => void; onClose: () => void }

/** Body attribute that hides the sticky call-to-action bar while fullscreen is open (stock §4). */
export const FULLSCREEN_BODY_FLAG = 'galleryFullscreen'

/**
 * Fullscreen photos in a modal dialog: arrow keys move next and previous, Escape or Close leaves
 * (stock §4). Opening or closing it hides or shows the sticky bar through a body attribute.
 */
export function FullscreenGallery({ name, slides, index, onIndex, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const count = slides.length
  const slide = slides[index]

  useEffect(() => {
    const el = dialog.current
    el?.showModal()
    document.body.dataset[FULLSCREEN_BODY_FLAG] = 'open'
    return () => {
      delete document.body.dataset[FULLSCREEN_BODY_FLAG]
      if (el?.open) el.close()
    }
  }, [])

  const go = (delta: number) => onIndex((index + delta + count) % count)
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1)
    else if (e.key === 'ArrowLeft') go(-1)
    else return
    e.preventDefault()
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={`${name}: fullscreen photos`}
      onKeyDown={onKeyDown}
      onClose={onClose}
    >
      <div className={`gallery-fullscreen__stage ${styles.stage}`}>
        {slide?.kind === 'image' ? (
          <Image src={slide.image.src} alt={slide.image.alt} width={1200} height={800} sizes="100vw" />
        ) : slide?.kind === 'video' ? (
          <video src={slide.src} controls aria-label={`${name}: walk-around video`} />
        ) : null}
      </div>
      <p className={`gallery-fullscreen__counter ${styles.counter}`} aria-live="polite">
        {index + 1} / {count}
      </p>
      <div className={styles.controls}>
        <button type="button" aria-label="Previous photo" onClick={() => go(-1)}>
          ‹ Previous
        </button>
        <button type="button" aria-label="Next photo" onClick={() => go(1)}>
          Next ›
        </button>
        <button type="button" onClick={() => dialog.current?.close()} autoFocus>
          Close
        </button>
      </div>
    </dialog>
  )
}
