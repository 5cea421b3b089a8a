import { describe, expect, it } from 'vitest'

import { nextIndex, previousIndex } from '@/domain/carousel'
import {
  bodyParam,
  bodyStyleLabel,
  bodyStyleTabs,
  colourPickerView,
  coloursOfVariant,
  driveAwayRange,
  modelBlurb,
  type ModelColour,
  modelsHref,
  modelTitle,
  newVehiclesMenuLinks,
  orderNowHref,
  stockModelLabel,
  variantLayout,
} from '@/domain/models'

const colour = (name: string, oem_id: string | null = null, model_variant_name: string | null = null): ModelColour => ({
  name,
  oem_id,
  model_variant_name,
  hex_code: '#ffffff',
  photo: null,
})
/** n colours spread over the given body styles in turn. */
const spread = (n: number, styles: string[]) =>
  Array.from({ length: n }, (_, i) => colour(`c${i}`, styles[i % styles.length]!))

// finance §2 "Model variants: slider when there are more than 2 variants, otherwise a grid";
// §9 "slider above 2 variants, arrows at 4 or more".
describe('variantLayout', () => {
  it.each([
    [0, 'grid', false],
    [1, 'grid', false],
    [2, 'grid', false],
    [3, 'slider', false],
    [4, 'slider', true],
    [7, 'slider', true],
  ] as const)('%i variants → %s, arrows %s', (count, kind, arrows) =>
    expect(variantLayout(count)).toEqual({ kind, arrows }),
  )
})

// finance §4 "With 3 or more distinct body styles and more than 15 colours, a second tab row by body
// style appears"; §3 "Body styles are ordered by oem_id: wagon, dual_cab, 2_door first; sedan,
// extra_cab, 4_door second; hatch, single_cab third."
describe('bodyStyleTabs', () => {
  it.each([
    [
      '3 styles, 16 colours',
      spread(16, ['single_cab', 'dual_cab', 'extra_cab']),
      ['dual_cab', 'extra_cab', 'single_cab'],
    ],
    ['3 styles, 15 colours: not more than 15', spread(15, ['single_cab', 'dual_cab', 'extra_cab']), []],
    ['2 styles, 20 colours', spread(20, ['sedan', 'hatch']), []],
    ['hatch, sedan, wagon', spread(18, ['hatch', 'sedan', 'wagon']), ['wagon', 'sedan', 'hatch']],
    ['4 door, 2 door, single cab', spread(18, ['4_door', 'single_cab', '2_door']), ['2_door', '4_door', 'single_cab']],
    ['an unknown style comes last', spread(18, ['cab_chassis', 'hatch', 'wagon']), ['wagon', 'hatch', 'cab_chassis']],
    [
      'oem_id spelt loosely',
      spread(18, ['Dual Cab', 'extra-cab', 'SINGLE_CAB']),
      ['dual_cab', 'extra_cab', 'single_cab'],
    ],
  ])('%s', (_, colours, tabs) => expect(bodyStyleTabs(colours)).toEqual(tabs))
})

// finance §4 "The selected variant tab filters the colours."
describe('coloursOfVariant and colourPickerView', () => {
  const colours = [colour('White'), colour('Red', null, 'GXL'), colour('Blue', null, 'GX')]
  it('a variant shows the colours for every variant and its own', () => {
    expect(coloursOfVariant(colours, 'GXL').map((c) => c.name)).toEqual(['White', 'Red'])
    expect(coloursOfVariant(colours, 'GX').map((c) => c.name)).toEqual(['White', 'Blue'])
    expect(coloursOfVariant(colours, null).map((c) => c.name)).toEqual(['White', 'Red', 'Blue'])
  })
  it('with body-style tabs, the first style is chosen until another is', () => {
    const cabs = spread(18, ['single_cab', 'dual_cab', 'extra_cab'])
    const first = colourPickerView(cabs, null, null)
    expect(first.style).toBe('dual_cab')
    expect(first.shown.every((c) => c.oem_id === 'dual_cab')).toBe(true)
    expect(colourPickerView(cabs, null, 'single_cab').shown).toHaveLength(6)
    expect(colourPickerView(cabs, null, 'no_such').style).toBe('dual_cab')
  })
  it('without tabs every colour of the variant shows', () => {
    const view = colourPickerView(colours, 'GXL', 'dual_cab')
    expect(view).toMatchObject({ styles: [], style: null })
    expect(view.shown).toHaveLength(2)
  })
})

// finance §4 "arrows wrap around".
describe('colour arrows wrap', () => {
  it.each([
    [0, 5, 1, 4],
    [4, 5, 0, 3],
    [0, 1, 0, 0],
  ])('index %i of %i: next %i, previous %i', (i, n, next, previous) => {
    expect(nextIndex(i, n, { loop: true })).toBe(next)
    expect(previousIndex(i, n, { loop: true })).toBe(previous)
  })
})

describe('model words and addresses', () => {
  // finance §3 "status (coming_soon is a value; drives an 'ALL-NEW' prefix)"
  it.each([
    ['coming_soon', 'ALL-NEW bZ4X'],
    ['available', 'bZ4X'],
    [null, 'bZ4X'],
  ] as const)('status %s → %s', (status, title) => expect(modelTitle({ name: 'bZ4X', status })).toBe(title))

  // finance §9 "Model blurb 75 characters"
  it.each([
    ['x'.repeat(75), 'x'.repeat(75)],
    ['x'.repeat(76), `${'x'.repeat(75)}…`],
    [`${'a'.repeat(74)} b`, `${'a'.repeat(74)}…`],
    [null, ''],
  ])('blurb of %s', (text, blurb) => expect(modelBlurb(text)).toBe(blurb))

  // finance §2 "/models?body={manufacturer body, lower-cased, spaces replaced by hyphens}"
  it.each([
    ['SUV', 'suv'],
    ['Cab Chassis', 'cab-chassis'],
    ['  Light  Commercial ', 'light-commercial'],
  ])('body %s → %s', (body, param) => {
    expect(bodyParam(body)).toBe(param)
    expect(modelsHref(body)).toBe(`/models?body=${param}`)
  })

  // finance §2 "/models/order-now?model_id={slug}&model_name={name}&vehicle={variant full name}"
  it('order-now address', () => {
    expect(orderNowHref({ slug: 'rav4', name: 'RAV4' }, '2026 Toyota RAV4 GXL')).toBe(
      '/models/order-now?model_id=rav4&model_name=RAV4&vehicle=2026+Toyota+RAV4+GXL',
    )
    expect(orderNowHref({ slug: 'rav4', name: 'RAV4' })).toBe('/models/order-now?model_id=rav4&model_name=RAV4')
  })

  it.each([
    [45990, 48500, '$45,990 – $48,500'],
    [48500, 45990, '$45,990 – $48,500'],
    [45990, 45990, '$45,990'],
    [45990, null, '$45,990'],
    [null, 0, null],
  ])('drive away %s to %s → %s', (min, max, text) => expect(driveAwayRange(min, max)).toBe(text))

  it.each([
    ['dual_cab', 'Dual Cab'],
    ['2_door', '2 Door'],
  ])('body style %s reads %s', (style, label) => expect(bodyStyleLabel(style)).toBe(label))
})

// docs/features/content.md "Add a model": the "New Vehicles" menu's dropdown is generated from the models of the
// site's makes.
describe('newVehiclesMenuLinks', () => {
  it('one make: model names; coming soon says ALL-NEW; hidden ones are left out', () => {
    expect(
      newVehiclesMenuLinks([
        { name: 'RAV4', slug: 'rav4', make: 'Toyota', status: 'available' },
        { name: 'bZ4X', slug: 'bz4x', make: 'Toyota', status: 'coming_soon' },
        { name: 'Old', slug: 'old', make: 'Toyota', status: 'hidden' },
      ]),
    ).toEqual([
      { label: 'RAV4', url: '/models/rav4' },
      { label: 'ALL-NEW bZ4X', url: '/models/bz4x' },
    ])
  })
  it('several makes: the make names the model', () => {
    expect(
      newVehiclesMenuLinks([
        { name: 'RAV4', slug: 'rav4', make: 'Toyota' },
        { name: 'Tucson', slug: 'tucson', make: 'Hyundai' },
      ]).map((l) => l.label),
    ).toEqual(['Toyota RAV4', 'Hyundai Tucson'])
  })
})

describe('stockModelLabel (the model page’s View stock link)', () => {
  it.each([
    ['RAV4', ['RAV4', 'Corolla'], 'RAV4'],
    ['Corolla Sedan', ['Corolla', 'RAV4'], 'Corolla'],
    ['LandCruiser 300', ['LandCruiser', 'LandCruiser 300'], 'LandCruiser 300'],
    ['Model Y', ['Model 3'], null],
    ['i30 Sedan', ['I30'], 'I30'],
  ])('%s among %j → %s', (name, labels, label) => expect(stockModelLabel(name, labels)).toBe(label))
})
