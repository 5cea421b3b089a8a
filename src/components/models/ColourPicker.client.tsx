'use client'

import { useState } from 'react'

import { StaticImage } from '@/components/ui/StaticImage.client'
import { nextIndex, previousIndex } from '@/domain/carousel'
import { bodyStyleLabel, colourPickerView, type ModelColour } from '@/domain/models'

import styles from './ColourPicker.module.css'

type Props = { modelName: string; variants: string[]; colours: ModelColour[] }

const WRAP = { loop: true }

/**
 * The colour picker (finance §2, §4 "Model variants"): variant tabs filter the colours, the colour
 * index resets to 0 on a variant change, the arrows wrap around, and a second row of body-style tabs
 * appears with 3 or more styles and more than 15 colours (src/domain/models.ts).
 */
export function ColourPicker({ modelName, variants, colours }: Props) {
  const [variant, setVariant] = useState<string | null>(variants[0] ?? null)
  const [style, setStyle] = useState<string | null>(null)
  const [index, setIndex] = useState(0)
  const view = colourPickerView(colours, variant, style)
  const count = view.shown.length
  const current = view.shown[Math.min(index, count - 1)]
  const chooseVariant = (name: string) => {
    setVariant(name)
    setStyle(null)
    setIndex(0)
  }
  const chooseStyle = (name: string) => {
    setStyle(name)
    setIndex(0)
  }
  return (
    <div>
      {variants.length > 1 ? (
        <div className={styles.tabs} role="group" aria-label="Variant">
          {variants.map((name) => (
            <button key={name} type="button" aria-pressed={name === variant} onClick={() => chooseVariant(name)}>
              {name}
            </button>
          ))}
        </div>
      ) : null}
      {view.styles.length ? (
        <div className={styles.tabs} role="group" aria-label="Body style">
          {view.styles.map((name) => (
            <button key={name} type="button" aria-pressed={name === view.style} onClick={() => chooseStyle(name)}>
              {bodyStyleLabel(name)}
            </button>
          ))}
        </div>
      ) : null}
      {current ? (
        <figure className={styles.stage}>
          {current.photo ? (
            <StaticImage
              src={current.photo.url}
              alt={`${modelName} in ${current.name}`}
              width={600}
              height={400}
              loading="eager"
            />
          ) : (
            <div className={styles.paint} style={{ background: current.hex_code ?? '#ccc' }} />
          )}
          <figcaption aria-live="polite">
            <span data-testid="colour-name">{current.name}</span> ({Math.min(index, count - 1) + 1} of {count})
          </figcaption>
        </figure>
      ) : (
        <p>Ask us about the colours of this variant.</p>
      )}
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            aria-label="Previous colour"
            onClick={() => setIndex((i) => previousIndex(i, count, WRAP))}
          >
            ‹
          </button>
          <ul className={styles.swatches} aria-label="Colours">
            {view.shown.map((c, i) => (
              <li key={`${c.name}-${c.oem_id ?? ''}-${i}`}>
                <button
                  type="button"
                  className={styles.swatch}
                  style={{ background: c.hex_code ?? '#ccc' }}
                  aria-label={c.name}
                  aria-pressed={i === index}
                  onClick={() => setIndex(i)}
                />
              </li>
            ))}
          </ul>
          <button type="button" aria-label="Next colour" onClick={() => setIndex((i) => nextIndex(i, count, WRAP))}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  )
}
