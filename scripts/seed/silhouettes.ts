/**
 * Stylised vehicle drawings as SVG (1200 x 800): a side profile per body type, front and rear
 * views, detail shots and 360 spin frames. Pure strings; images.ts renders them with sharp.
 */
import { BODY_OUTLINES as SIDE, type DrawnBody } from '@/components/vehicle/body-outlines'

export type { DrawnBody }

export const W = 1200
export const H = 800

const frame = (
  background: string,
  inner: string,
  caption: string,
  brand: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><rect y="600" width="${W}" height="200" fill="#d9dde3"/>
${inner}
<text x="48" y="84" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="44" font-weight="bold" fill="#1d2733">${escapeXml(brand)}</text>
<text x="48" y="752" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="36" fill="#1d2733">${escapeXml(caption)}</text>
</svg>`

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const wheel = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#1b1d21"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#aeb4bc"/><circle cx="${x}" cy="${y}" r="${r * 0.15}" fill="#555"/>`

/** The side profile, optionally squeezed horizontally (spin frames): scaleX in [-1, 1]. */
function sideProfile(body: DrawnBody, colour: string, scaleX = 1): string {
  const s = SIDE[body]
  const wheels = s.wheels.map((x) => wheel(x, 600 - s.r + 10, s.r)).join('')
  const shape = `<path d="${s.body}" fill="${colour}" stroke="#20262e" stroke-width="4"/><path d="${s.glass}" fill="#9fb7cc" opacity="0.9"/>${wheels}`
  return `<g transform="translate(600 0) scale(${scaleX.toFixed(3)} 1) translate(-600 0)">${shape}</g>`
}

/** Front or rear view: body, glass, lamps (white at the front, red at the back) and tyres. */
/**
 * A caravan from the front or rear: a tall box with a rounded roof and a small window, on one axle;
 * the front with its A-frame drawbar and jockey wheel, the rear with tail lights and a spare wheel.
 * Not a car's end (no windscreen, no bonnet): the demo's pictures of a caravan show a caravan.
 */
function caravanEndView(colour: string, end: 'Front' | 'Rear'): string {
  const box = `<rect x="340" y="200" width="520" height="360" rx="36" fill="${colour}" stroke="#20262e" stroke-width="4"/>
<rect x="340" y="200" width="520" height="40" rx="20" fill="#e9edf1" stroke="#20262e" stroke-width="3"/>
<rect x="500" y="280" width="200" height="110" rx="14" fill="#9fb7cc" stroke="#20262e" stroke-width="3"/>
<rect x="360" y="560" width="70" height="50" rx="10" fill="#1b1d21"/><rect x="770" y="560" width="70" height="50" rx="10" fill="#1b1d21"/>`
  const detail =
    end === 'Front'
      ? `<path d="M470 560 L600 640 L730 560" fill="none" stroke="#2a2f36" stroke-width="14"/><rect x="588" y="630" width="24" height="40" fill="#2a2f36"/><circle cx="600" cy="680" r="14" fill="#1b1d21"/>`
      : `<rect x="360" y="470" width="70" height="40" rx="8" fill="#d0202a" stroke="#20262e" stroke-width="3"/><rect x="770" y="470" width="70" height="40" rx="8" fill="#d0202a" stroke="#20262e" stroke-width="3"/>${wheel(600, 470, 60)}`
  return `<g data-drawing="caravan-${end.toLowerCase()}">${box}${detail}</g>`
}

function endView(body: DrawnBody, colour: string, end: 'Front' | 'Rear'): string {
  if (body === 'Caravan') return caravanEndView(colour, end)
  const tall = body === 'SUV' || body === 'Ute' ? 70 : 0
  const top = 300 - tall
  const lamp = end === 'Front' ? '#fff6d5' : '#d0202a'
  const grille = end === 'Front' ? `<rect x="500" y="470" width="200" height="50" rx="12" fill="#2a2f36"/>` : ''
  return `<rect x="330" y="560" width="80" height="50" rx="10" fill="#1b1d21"/><rect x="790" y="560" width="80" height="50" rx="10" fill="#1b1d21"/>
<path d="M300 580 L300 ${top + 150} Q310 ${top + 110} 360 ${top + 100} L420 ${top} L780 ${top} L840 ${top + 100} Q890 ${top + 110} 900 ${top + 150} L900 580 Z" fill="${colour}" stroke="#20262e" stroke-width="4"/>
<path d="M440 ${top + 16} L760 ${top + 16} L810 ${top + 96} L390 ${top + 96} Z" fill="#9fb7cc"/>
<rect x="330" y="${top + 150}" width="120" height="40" rx="14" fill="${lamp}" stroke="#20262e" stroke-width="3"/><rect x="750" y="${top + 150}" width="120" height="40" rx="14" fill="${lamp}" stroke="#20262e" stroke-width="3"/>${grille}`
}

export type ExteriorAngle = 'Front' | 'Side' | 'Rear'

export function exteriorSvg(
  body: DrawnBody,
  colour: { label: string; hex: string },
  angle: ExteriorAngle,
  brand: string,
): string {
  const drawing = angle === 'Side' ? sideProfile(body, colour.hex) : endView(body, colour.hex, angle)
  return frame('#c9d8e8', drawing, `${colour.label} ${body} · ${angle}`, brand)
}

/** A 360 spin frame: the side profile turned by `degrees` (a flattened, mirrored turntable). */
export function spinFrameSvg(
  body: DrawnBody,
  colour: { label: string; hex: string },
  degrees: number,
  brand: string,
): string {
  const c = Math.cos((degrees * Math.PI) / 180)
  const scaleX = Math.sign(c || 1) * Math.max(0.3, Math.abs(c))
  return frame(
    '#dfe6ee',
    sideProfile(body, colour.hex, scaleX),
    `${colour.label} ${body} · 360° frame ${degrees}°`,
    brand,
  )
}

/** A detail shot (interior, dash, wheel…): a simple scene with a large label. */
export function detailSvg(label: string, brand: string): string {
  const scene = `<rect x="180" y="200" width="840" height="380" rx="40" fill="#3a3f47"/>
<circle cx="430" cy="400" r="120" fill="none" stroke="#9aa3ad" stroke-width="26"/><circle cx="430" cy="400" r="30" fill="#9aa3ad"/>
<rect x="620" y="300" width="300" height="180" rx="16" fill="#5b7fa6"/>
<text x="600" y="660" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="bold" fill="#1d2733">${escapeXml(label)}</text>`
  return frame('#e8e2d8', scene, label, brand)
}

/** A plain word-mark logo (600 x 200) for a dealership or group. */
export function logoSvg(name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="0 0 600 200">
<rect width="600" height="200" rx="24" fill="${colour}"/><circle cx="100" cy="100" r="56" fill="none" stroke="#ffffff" stroke-width="12"/>
<path d="M72 112 L88 84 L112 84 L128 112 Z" fill="#ffffff"/>
<text x="180" y="118" font-family="DejaVu Sans, sans-serif" font-size="${name.length > 20 ? 30 : 38}" font-weight="bold" fill="#ffffff">${escapeXml(name)}</text>
</svg>`
}
