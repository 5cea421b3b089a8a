import type { TextField } from 'payload'
import { describe, expect, it } from 'vitest'

import { CAR_SLUG_BASE_MAX, CAR_SLUG_MAX, carSlugOf, isCarSlug, uniqueCarSlug } from '@/domain/cars/slug'
import { parseCompareSlugs } from '@/domain/compare'
import { overviewFields } from '@collections/Cars/fields/overview'

import { carSlug } from '../../scripts/seed/car-identity'

// stock §2 /cars/{slug}, §3 Car "slug": one rule makes a car's slug (the stock import, the seed, the
// admin's slug field left empty), and the same rule decides what the admin accepts and what a
// /cars/{slug} or /compare?cars= address may name. An imported slug must pass the admin on edit.

const NAME_83 = '2023 Mercedes-Benz GLE-Class GLE450 4MATIC Coupe AMG Line Premium Plus Pack'
const slugFieldOfCars = overviewFields.find((f) => 'name' in f && f.name === 'slug') as TextField
const adminAccepts = (slug: string) =>
  (slugFieldOfCars.validate as (v: string, o: unknown) => true | string)(slug, {}) === true
const adminFills = (name: string) =>
  (slugFieldOfCars.hooks!.beforeValidate![0] as (a: unknown) => string)({ value: '', data: { name } })

describe('a car slug made by the import or the seed passes every check', () => {
  const imported = carSlugOf(`${NAME_83} HT12345`)

  it('the 83-character imported slug is a car slug, and the admin and /compare accept it', () => {
    expect(imported).toHaveLength(83)
    expect(isCarSlug(imported)).toBe(true)
    expect(adminAccepts(imported)).toBe(true)
    expect(parseCompareSlugs(imported)).toEqual([imported])
  })

  it('a clash number keeps it a car slug', () => {
    const taken = new Set([imported])
    expect(uniqueCarSlug(imported, taken)).toBe(`${imported}-2`)
    expect(adminAccepts(`${imported}-2`)).toBe(true)
  })

  it('a long name is cut to the base length, never ending on a dash', () => {
    // character 90 of this slug is a dash: slice(0, 90) alone left 'a-…-' (not a valid slug)
    const text = `${'abcd '.repeat(17)}xyzw ${'q'.repeat(30)}`
    expect(slugOfCut(text).endsWith('-')).toBe(true)
    const slug = carSlugOf(text)
    expect(slug.length).toBeLessThanOrEqual(CAR_SLUG_BASE_MAX)
    expect(slug.endsWith('-')).toBe(false)
    expect(adminAccepts(slug)).toBe(true)
  })

  it('nothing slug-able gives "car"; the admin fills an empty slug by the same rule', () => {
    expect(carSlugOf('!!!')).toBe('car')
    expect(adminFills(`${NAME_83} ${NAME_83}`)).toBe(carSlugOf(`${NAME_83} ${NAME_83}`))
  })

  it('the seed makes its slugs by the same rule', () => {
    expect(carSlug(2022, 'Toyota', 'Corolla', 'Ascent Sport', 'HT12345')).toBe(
      '2022-toyota-corolla-ascent-sport-ht12345',
    )
    expect(carSlug(2023, 'Mercedes-Benz', 'GLE-Class', NAME_83, 'HT1')).toBe(
      carSlugOf(`2023 Mercedes-Benz GLE-Class ${NAME_83} HT1`),
    )
  })
})

const slugOfCut = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, CAR_SLUG_BASE_MAX)

describe('isCarSlug: what an address or the admin may name', () => {
  it.each([
    ['a', true],
    ['2022-toyota-corolla-ht12345', true],
    ['a'.repeat(CAR_SLUG_MAX), true],
    ['a'.repeat(CAR_SLUG_MAX + 1), false],
    ['Upper-case', false],
    ['double--dash', false],
    ['-leading', false],
    ['trailing-', false],
    ['a b', false],
    ['a\u0000b', false],
    ['', false],
  ])('%j → %s', (slug, ok) => {
    expect(isCarSlug(slug)).toBe(ok)
    expect(adminAccepts(slug) || slug === '').toBe(ok || slug === '')
  })
})
