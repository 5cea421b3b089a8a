import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { FEATURE_KEYS, FEATURES } from '@tenants/features'
import { siteFeature, siteFeatures } from '@tenants/flags'

describe('feature registry (tenants/features.ts)', () => {
  it('registers every switch the specs name as varying per dealer', () => {
    // stock §1/§6: "garage, reserve, finance buttons, offers, trade-in, compare, favourites"
    // stock §4: phone masking, EV tag, certified logo, gallery default; finance §6: gating
    for (const key of [
      'garage',
      'reserve',
      'finance_buttons',
      'offers',
      'trade_in',
      'compare',
      'favourites',
      'phone_masking',
      'ev_tag',
      'certified_logo',
      'gallery_default_view',
      'subscription_prices',
      'used_label',
      'gate_checkout',
      'gate_finance',
      'require_terms',
    ]) {
      expect(FEATURE_KEYS).toContain(key)
    }
  })

  it.each(FEATURE_KEYS)('%s has a label, a description and a valid default', (key) => {
    const def = FEATURES[key]
    expect(def.label.length).toBeGreaterThan(2)
    expect(def.description.length).toBeGreaterThan(10)
    if (def.type === 'boolean') expect(typeof def.default).toBe('boolean')
    else expect(def.options.map((o) => o.value)).toContain(def.default)
  })

  it('keys are valid Payload field names (they become site.features columns)', () => {
    for (const key of FEATURE_KEYS) expect(key).toMatch(/^[a-z][a-z0-9_]*$/)
  })
})

describe('siteFeature', () => {
  it.each([
    // stored features, key, expected
    [undefined, 'garage', false],
    [null, 'phone_masking', true],
    [{ garage: true }, 'garage', true],
    [{ garage: null }, 'garage', false],
    [{ garage: 'yes' }, 'garage', false], // wrong type → default
    [{ used_label: 'Pre-Owned' }, 'used_label', 'Pre-Owned'],
    [{ used_label: 'Second-hand' }, 'used_label', 'Used'], // unknown option → default
    [{ gallery_default_view: 'gallery' }, 'gallery_default_view', 'gallery'],
  ] as const)('%o %s → %s', (features, key, expected) => {
    expect(siteFeature({ features: features as never }, key)).toBe(expected)
  })

  it('resolves every flag for client islands', () => {
    const all = siteFeatures({ features: { compare: false } })
    expect(Object.keys(all).sort()).toEqual([...FEATURE_KEYS].sort())
    expect(all.compare).toBe(false)
    expect(all.favourites).toBe(true)
  })
})

describe('every flag does something', () => {
  // A registered flag no page reads is a checkbox that changes nothing. These are the
  // spec's switches for parts not built yet (the instant-message widget).
  // The list may only shrink: a flag read by a page must leave it; a new unread flag fails here.
  const NOT_READ_YET = ['instant_message']

  const root = path.resolve(import.meta.dirname, '../..')
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) return e.name === 'migrations' ? [] : sources(p)
      return /\.tsx?$/.test(e.name) && !['payload-types.ts', 'features.ts'].includes(e.name)
        ? [fs.readFileSync(p, 'utf8')]
        : []
    })
  const code = [
    ...sources(path.join(root, 'src')),
    ...sources(path.join(root, 'tenants')),
    ...sources(path.join(root, 'collections')),
  ].join('\n')

  it('is read by name somewhere in src/, tenants/ or collections/, except the listed ones', () => {
    const unread = FEATURE_KEYS.filter((key) => !new RegExp(`['"\`]${key}['"\`]`).test(code))
    expect(unread).toEqual(NOT_READ_YET)
  })
})
