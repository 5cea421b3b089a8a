import { BODY_OUTLINES, type DrawnBody } from './bodyOutlines'

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

/** A small side-profile drawing of a body type (decorative: the tile's text names it). */
export function BodyIcon({ body }: { body: string }) {
  const outline = BODY_OUTLINES[ALIASES[body.toLowerCase()] ?? 'Sedan']
  return (
    <svg viewBox="60 180 1080 460" width="96" height="41" aria-hidden="true" focusable="false">
      <path d={outline.body} fill="currentColor" />
      <path d={outline.glass} fill="#cfe0f2" />
      {outline.wheels.map((x) => (
        <circle key={x} cx={x} cy={560} r={outline.r} fill="#1f2937" />
      ))}
    </svg>
  )
}
