import type { Block, Field, Tab } from 'payload'
import { describe, expect, it } from 'vitest'

import { collections as written } from '@collections/index'
import { redirects } from '@collections/Redirects'
import { globals } from '@globals/index'

/**
 * docs/staff-guide.md "Labels and list columns": every field has a label a dealer would use ('Car type', 'Stock
 * number', 'Primary dealership'), a description where it is not obvious, and statuses as words.
 *
 * A named field without `label` gets Payload's label from its name ('Car_type', 'No_price_text'),
 * so every named field in every collection and global must carry its own. This walks the configs
 * as written (collections/index.ts, globals/index.ts), before Payload or a plugin adds anything.
 */

/**
 * Fields that may go without a label, each with the reason. Keyed `<collection or global>.<path>`.
 * Fields that Payload or a plugin adds (`tenant` from the multi-tenant plugin, `createdAt`,
 * `updatedAt`, `id`, the auth and upload fields) are not in the written configs, so they need no entry.
 */
const UNLABELLED_ALLOWED: Record<string, string> = {}

// Redirects are @payloadcms/plugin-redirects' collection with our fields' words (collections/Redirects).
const collections = [...written, ...((await redirects({ collections: [] } as never)).collections ?? [])]

type Where = { path: string; field: Field }

const hasExplicitLabel = (node: { label?: unknown }) =>
  node.label !== undefined && node.label !== null && node.label !== ''

/** Every field below `fields`, with its data path (rows and collapsibles add nothing to the path). */
function walk(fields: readonly Field[], prefix: string, out: Where[] = []): Where[] {
  for (const field of fields) {
    const name = 'name' in field && typeof field.name === 'string' ? field.name : undefined
    const path = name ? `${prefix}.${name}` : prefix
    if (name) out.push({ path, field })
    if (field.type === 'tabs') {
      for (const tab of field.tabs as Tab[]) {
        const tabPath = 'name' in tab && tab.name ? `${prefix}.${tab.name}` : prefix
        if ('name' in tab && tab.name) out.push({ path: tabPath, field: tab as unknown as Field })
        walk(tab.fields, tabPath, out)
      }
    } else if (field.type === 'blocks') {
      for (const block of (field.blocks ?? []) as Block[]) walk(block.fields, `${path}.${block.slug}`, out)
    } else if ('fields' in field && Array.isArray(field.fields)) {
      walk(field.fields, path, out)
    }
  }
  return out
}

const configs = [
  ...collections.map((c) => ({ slug: c.slug, fields: c.fields })),
  ...globals.map((g) => ({ slug: `global:${g.slug}`, fields: g.fields })),
]
const everyField = configs.flatMap((c) => walk(c.fields, c.slug))

describe('admin labels (every field has a label a dealer would use)', () => {
  it('walks every collection and global (the walk cannot pass by seeing nothing)', () => {
    expect(configs.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['cars', 'sites', 'leads', 'global:platform-settings']),
    )
    expect(everyField.map((f) => f.path)).toEqual(
      expect.arrayContaining(['cars.car_type', 'sites.primary_dealership', 'sites.settings.no_price_text']),
    )
  })

  it('gives every named field an explicit label (Payload would show "Car_type")', () => {
    const missing = everyField
      .filter(({ path, field }) => !hasExplicitLabel(field as { label?: unknown }) && !(path in UNLABELLED_ALLOWED))
      .map(({ path }) => path)
    expect(missing).toEqual([])
  })

  it('labels every select option in words, not its raw value ("statuses as words")', () => {
    const raw: string[] = []
    for (const { path, field } of everyField) {
      if (field.type !== 'select' && field.type !== 'radio') continue
      for (const option of field.options) {
        if (typeof option === 'string') {
          if (option.includes('_')) raw.push(`${path}: ${option}`)
        } else if (option.value.includes('_') && option.label === option.value) {
          raw.push(`${path}: ${option.value}`)
        }
      }
    }
    expect(raw).toEqual([])
  })

  it('every allowed exception still exists (no stale entries)', () => {
    const paths = new Set(everyField.map((f) => f.path))
    expect(Object.keys(UNLABELLED_ALLOWED).filter((p) => !paths.has(p))).toEqual([])
  })
})
