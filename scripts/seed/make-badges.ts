/**
 * Demo make logos: a plain badge with the make's initials, drawn here as SVG. Clearly placeholders
 * ("DEMO" under the letters), with no manufacturer's artwork. Pure strings; make-logos.ts uploads them.
 */
import { CARAVANS } from './caravans'
import { MAKES } from './catalogue'
import { hashSeed } from './random'
import { escapeXml } from './silhouettes'

export const BADGE = { width: 240, height: 100 }
const BADGE_COLOURS = ['#b0121b', '#0b3d7a', '#1f5f3a', '#5a2d82', '#0f6b73', '#8a4b08', '#303a46', '#7a1f4f']

/** Every make the demo stocks: the car catalogue's and the caravan makers'. */
export const seededMakes = (): string[] => [...new Set([...Object.keys(MAKES), ...CARAVANS.map((c) => c.make)])].sort()

/** 'MG' stays 'MG'; 'Land Rover' → 'LR'; one word → its first two letters ('Toyota' → 'To'). */
export function badgeInitials(make: string): string {
  const words = make.trim().split(/\s+/)
  if (words.length > 1)
    return words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('')
  if (make.length <= 3 && make === make.toUpperCase()) return make
  return make[0]!.toUpperCase() + make.slice(1, 2).toLowerCase()
}

export const badgeFilename = (make: string) => `demo-make-${make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`

export function makeBadgeSvg(make: string): string {
  const { width: w, height: h } = BADGE
  const colour = BADGE_COLOURS[hashSeed(make) % BADGE_COLOURS.length]!
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" rx="50" fill="${colour}"/><rect x="8" y="8" width="${w - 16}" height="${h - 16}" rx="42" fill="none" stroke="#ffffff" stroke-width="4"/>
<text x="${w / 2}" y="62" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="48" font-weight="bold" fill="#ffffff">${escapeXml(badgeInitials(make))}</text>
<text x="${w / 2}" y="83" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="13" letter-spacing="3" fill="#ffffff">DEMO</text>
</svg>`
}
