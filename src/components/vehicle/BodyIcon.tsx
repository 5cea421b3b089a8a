import { BODY_ICON_VIEWBOX, BODY_ICONS_PATH } from './body-icon-sprite'
import type { DrawnBody } from './body-outlines'

const ALIASES: Record<string, DrawnBody> = {
  hatch: 'Hatch',
  hatchback: 'Hatch',
  sedan: 'Sedan',
  suv: 'SUV',
  ute: 'Ute',
  'cab chassis': 'Ute',
  wagon: 'Wagon',
  caravan: 'Caravan',
}

/** A small side-profile drawing of a body type (decorative: the tile's text names it), from the sprite. */
export function BodyIcon({ body }: { body: string }) {
  const name = ALIASES[body.toLowerCase()] ?? 'Sedan'
  return (
    <svg viewBox={BODY_ICON_VIEWBOX} width="96" height="41" aria-hidden="true" focusable="false">
      <use href={`${BODY_ICONS_PATH}#${name}`} />
    </svg>
  )
}
