import { describe, expect, it } from 'vitest'

import { brandGrids, groupStats, profileParagraphs } from '@/domain/content/group-home'

// docs/features/content.md "Group home": brand grids (car, motorcycle, truck) and the group profile text from
// content, not code; stock §1 group site "a stats banner (50+ locations, 40+ brands, 30+ years)".
describe('brand grids by vehicle kind', () => {
  it.each([
    [[], []],
    [
      [
        { manufacturer: 'Kia', vehicle_kind: 'car' },
        { manufacturer: 'Hyundai', vehicle_kind: 'car' },
        { manufacturer: 'Kia', vehicle_kind: 'car' }, // each make once
      ],
      [{ kind: 'car', brands: ['Hyundai', 'Kia'] }],
    ],
    [
      [
        { manufacturer: 'Isuzu', vehicle_kind: 'truck' },
        { manufacturer: 'Yamaha', vehicle_kind: 'motorcycle' },
        { manufacturer: 'Mazda', vehicle_kind: null }, // no kind: cars
        { manufacturer: null, vehicle_kind: 'car' }, // no make: nothing
        { manufacturer: 'Honda', vehicle_kind: 'motorcycle' },
        { manufacturer: 'Honda', vehicle_kind: 'car' }, // a make may be in two grids
      ],
      [
        { kind: 'car', brands: ['Honda', 'Mazda'] },
        { kind: 'motorcycle', brands: ['Honda', 'Yamaha'] },
        { kind: 'truck', brands: ['Isuzu'] },
      ],
    ],
  ])('%#', (dealerships, grids) => expect(brandGrids(dealerships)).toEqual(grids))
})

describe('the group profile and stats from content', () => {
  it('splits the profile into paragraphs at blank lines', () => {
    expect(profileParagraphs('One family.\n\n  Five brands.\nSame paragraph.\n\n\n')).toEqual([
      'One family.',
      'Five brands.\nSame paragraph.',
    ])
    expect(profileParagraphs(null)).toEqual([])
  })
  it('keeps the stats with a figure and a label, in order', () => {
    expect(
      groupStats([
        { value: '50+', label: 'locations' },
        { value: '', label: 'brands' },
        { value: '30+', label: 'years' },
      ]),
    ).toEqual([
      { value: '50+', label: 'locations' },
      { value: '30+', label: 'years' },
    ])
  })
})
