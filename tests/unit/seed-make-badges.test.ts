import { describe, expect, it } from 'vitest'

import { badgeFilename, badgeInitials, makeBadgeSvg, seededMakes } from '../../scripts/seed/make-badges'

// Demo make logos (stock §2 "make logo"): placeholders with the make's initials, no real artwork.
describe('demo make badges', () => {
  it.each([
    ['one word: first two letters', 'Toyota', 'To'],
    ['an acronym stays whole', 'MG', 'MG'],
    ['two words: their initials', 'Land Rover', 'LR'],
  ])('%s', (_c, make, initials) => {
    expect(badgeInitials(make)).toBe(initials)
  })

  it('covers every seeded make, cars and caravans, once each', () => {
    const makes = seededMakes()
    expect(makes).toEqual(expect.arrayContaining(['Toyota', 'MG', 'Jayco']))
    expect(new Set(makes.map((m) => m.toLowerCase())).size).toBe(makes.length)
  })

  it('is a self-contained SVG marked DEMO, with a file name per make', () => {
    const svg = makeBadgeSvg('Toyota')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="240" height="100"/)
    expect(svg).toContain('>To</text>')
    expect(svg).toContain('>DEMO</text>')
    expect(svg).not.toMatch(/href|<image|<script/)
    expect(badgeFilename('Land Rover')).toBe('demo-make-land-rover.svg')
  })
})
