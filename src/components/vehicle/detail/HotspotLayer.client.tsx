'use client'

import { useState } from 'react'

import { type Hotspot, hotspotsAtAngle } from '@/domain/vehicle/hotspots'

import { useCarSpinner } from './SpinContext.client'

import styles from './HotspotLayer.module.css'

/** Hotspot buttons on the spin frame now showing; a button toggles its description. */
export function SpinHotspots({ hotspots }: { hotspots: Hotspot[] }) {
  const { frame, interrupt } = useCarSpinner()
  return <HotspotButtons spots={hotspotsAtAngle(hotspots, frame)} onInteract={interrupt} />
}

type Spot = ReturnType<typeof hotspotsAtAngle>[number]

export function HotspotButtons({ spots, onInteract }: { spots: Spot[]; onInteract?: () => void }) {
  const [open, setOpen] = useState<string | null>(null)
  return (
    <>
      {spots.map((s, i) => {
        const key = `${s.hotspotId}-${i}`
        const id = `hotspot-${key}`
        return (
          <div key={key} className={styles.hotspot} style={{ left: `${s.posX * 100}%`, top: `${s.posY * 100}%` }}>
            <button
              type="button"
              className={styles.dot}
              aria-expanded={open === key}
              aria-controls={id}
              aria-label={`Feature: ${s.description}`}
              onClick={() => {
                onInteract?.()
                setOpen((o) => (o === key ? null : key))
              }}
            >
              +
            </button>
            <p id={id} className={styles.text} hidden={open !== key}>
              {s.description}
            </p>
          </div>
        )
      })}
    </>
  )
}
