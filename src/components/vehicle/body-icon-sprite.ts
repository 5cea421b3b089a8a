import { BODY_OUTLINES, type DrawnBody } from './body-outlines'

/** Where the body drawings are served, one <symbol> per drawn body (src/app/api/body-icons). */
export const BODY_ICONS_PATH = '/api/body-icons'
/** The part of the 1200 x 800 drawing that holds the car. */
export const BODY_ICON_VIEWBOX = '60 180 1080 460'

/**
 * The body drawings as one SVG sprite. A tile or a vehicle page points at a symbol (<use>) instead
 * of carrying the paths: each drawing was about 700 bytes, in the HTML and again in the RSC payload
 * (docs/features/caching.md "Caching and page weight"). The body takes the tile's text colour (currentColor).
 */
export function bodyIconSprite(): string {
  const symbols = (Object.keys(BODY_OUTLINES) as DrawnBody[]).map((name) => {
    const o = BODY_OUTLINES[name]
    const wheels = o.wheels.map((x) => `<circle cx="${x}" cy="560" r="${o.r}" fill="#1f2937"/>`).join('')
    return `<symbol id="${name}" viewBox="${BODY_ICON_VIEWBOX}"><path d="${o.body}" fill="currentColor"/><path d="${o.glass}" fill="#cfe0f2"/>${wheels}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}
