'use client'

import { getImageProps } from 'next/image'
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

import { GALLERY_IMAGE_HEIGHT, GALLERY_IMAGE_WIDTH, SPIN_INTERVAL_MS, SPIN_SENSITIVITY } from '@/domain/vehicle/gallery'
import type { Hotspot } from '@/domain/vehicle/hotspots'

import { SpinHotspots } from './HotspotLayer.client'
import { CarSpinnerContext, type CarSpinnerState } from './SpinContext.client'

import styles from './SpinViewer.module.css'

type Props = { name: string; frames: string[]; hotspots: Hotspot[]; priority?: boolean }

/** false in the server HTML and while hydrating, true once the browser runs the component. */
const noSubscription = () => () => {}

const wrap = (n: number, count: number) => ((n % count) + count) % count

/**
 * The 360° spin (stock §4): every frame loads first (progress shown over the first frame), then the
 * car turns by itself once and stops, or stops at the first touch; dragging turns it one frame per
 * 20 px (sensitivity 20), arrow keys one frame. A frame that fails to load is logged and the viewer
 * stays on its placeholder (stock §8).
 */
export function SpinViewer({ name, frames, hotspots, priority = false }: Props) {
  const count = frames.length
  // Server HTML holds only the first frame, so the other frames never compete with the page's LCP.
  const active = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const loadedFrames = useRef(new Set<number>())
  const [loaded, setLoaded] = useState(0)
  const [failed, setFailed] = useState(false)
  const [frame, setFrameState] = useState(0)
  const [spinning, setSpinning] = useState(true)
  const drag = useRef<{ x: number; frame: number } | null>(null)
  const ready = loaded >= count && !failed

  const images = useMemo(
    () =>
      frames.map(
        (src, i) =>
          getImageProps({
            src,
            alt: `${name}, 360° view frame ${i + 1}`,
            width: GALLERY_IMAGE_WIDTH,
            height: GALLERY_IMAGE_HEIGHT,
            sizes: '(max-width: 992px) 100vw, 760px',
          }).props,
      ),
    [frames, name],
  )

  const markLoaded = useCallback((i: number) => {
    if (loadedFrames.current.has(i)) return
    loadedFrames.current.add(i)
    setLoaded(loadedFrames.current.size)
  }, [])

  const setFrame = useCallback((f: number) => setFrameState(wrap(f, count)), [count])
  const interrupt = useCallback(() => setSpinning(false), [])

  // One full turn of auto-rotation once loaded, then stop (stock §4).
  useEffect(() => {
    if (!ready || !spinning) return
    let steps = 0
    const timer = setInterval(() => {
      steps += 1
      setFrameState((f) => wrap(f + 1, count))
      if (steps >= count) setSpinning(false)
    }, SPIN_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [ready, spinning, count])

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!ready) return
    interrupt()
    drag.current = { x: e.clientX, frame }
    e.currentTarget.setPointerCapture?.(e.pointerId)
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return
    const steps = Math.trunc((e.clientX - drag.current.x) / SPIN_SENSITIVITY)
    setFrame(drag.current.frame - steps)
  }
  const endDrag = () => (drag.current = null)
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Like dragging, keys turn the car only once every frame is in (stock §4 "loads fully, then draggable"),
    // so a key pressed while loading cannot cancel the first turn before it starts.
    if (!ready || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return
    e.preventDefault()
    interrupt()
    setFrame(frame + (e.key === 'ArrowRight' ? 1 : -1))
  }

  const state: CarSpinnerState = { frame, frameCount: count, setFrame, interrupt }
  const percent = Math.round((loaded / count) * 100)

  return (
    <CarSpinnerContext.Provider value={state}>
      {/* The slider holds only the frames: the hotspot buttons sit beside it, over the frame, since a
          control inside a slider is hidden from assistive technology (axe nested-interactive). A drag
          anywhere over the view turns the car, on a hotspot too, as before. */}
      <div
        className={styles.spin}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <div
          className={styles.view}
          data-ready={ready || undefined}
          data-spinning={(ready && spinning) || undefined}
          data-frame={frame}
          role="slider"
          tabIndex={0}
          aria-label={`${name}: 360° view. Drag or use the arrow keys to turn the car.`}
          aria-valuemin={1}
          aria-valuemax={count}
          aria-valuenow={frame + 1}
          aria-valuetext={`Frame ${frame + 1} of ${count}`}
          aria-busy={!ready}
          onKeyDown={onKeyDown}
        >
          {(active ? images : images.slice(0, 1)).map((props, i) => (
            // eslint-disable-next-line @next/next/no-img-element -- each frame's props come from getImageProps
            <img
              key={props.src}
              {...props}
              loading="eager"
              fetchPriority={i === 0 && priority ? 'high' : undefined}
              draggable={false}
              className={styles.frame}
              hidden={i !== (ready ? frame : 0)}
              ref={(img) => {
                // A frame may finish loading before hydration, when onLoad has no listener yet.
                if (img?.complete && img.naturalWidth > 0) markLoaded(i)
              }}
              onLoad={() => markLoaded(i)}
              onError={() => {
                console.error(`360° spin frame failed to load: ${frames[i]}`)
                setFailed(true)
              }}
            />
          ))}
          {!ready ? (
            <p className={`spin__progress ${styles.progress}`} aria-live="polite">
              {failed ? '360° view unavailable' : `Loading 360° view… ${percent}%`}
            </p>
          ) : null}
        </div>
        {ready ? <SpinHotspots hotspots={hotspots} /> : null}
      </div>
    </CarSpinnerContext.Provider>
  )
}
