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

// What staff read is the dealer's wording, not ours: "raw wording shows: 'Delivery_attempt 01',
// '(stock §9)', idempotency fields, `<No Car>`, raw role names".
describe('no raw wording in the admin', () => {
  const textOf = (field: Field) => {
    const admin = (field as { admin?: { description?: unknown } }).admin
    return [field as { label?: unknown }, { label: admin?.description }]
      .map((x) => (typeof x.label === 'string' ? x.label : ''))
      .join(' ')
  }

  it('no label or description cites the spec (§)', () => {
    const citing = everyField.filter((w) => textOf(w.field).includes('§')).map((w) => w.path)
    expect(citing).toEqual([])
  })

  it("every array names its rows (Payload otherwise reads its name: 'Delivery_attempt 01')", () => {
    const unnamed = everyField
      .filter((w) => w.field.type === 'array' && /_/.test((w.field as { name: string }).name))
      .filter((w) => !(w.field as { labels?: { singular?: string } }).labels?.singular)
      .map((w) => w.path)
    expect(unnamed).toEqual([])
  })

  it('roles read as words, and the lead’s idempotency plumbing is kept out of its form', () => {
    const role = everyField.find((w) => w.path === 'users.role')!.field as { options: { label: string }[] }
    for (const o of role.options) expect(o.label).not.toMatch(/-/)
    for (const name of ['idempotency_key', 'idempotency_fingerprint']) {
      const f = everyField.find((w) => w.path === `leads.${name}`)!.field as { admin?: { hidden?: boolean } }
      expect(f.admin?.hidden, name).toBe(true)
    }
  })

  it("a lead without a car reads 'No car' in the list", () => {
    const car = everyField.find((w) => w.path === 'leads.car')!.field as {
      admin?: { components?: { Cell?: string } }
    }
    expect(car.admin?.components?.Cell).toMatch(/LeadCarCell$/)
  })
})

// "received leads are fully editable — make them read-only except status and notes".
describe('a received lead is read-only for staff, but for status and notes', () => {
  const leadFields = everyField.filter((w) => w.path.split('.').length === 2 && w.path.startsWith('leads.'))
  it.each(leadFields.map((w) => [w.path, w.field] as const))('%s', (path, field) => {
    if (field.type === 'ui') return
    const update = (field as { access?: { update?: (a: unknown) => unknown } }).access?.update
    const editable = ['leads.status', 'leads.notes'].includes(path)
    if (editable) expect(update, path).toBeUndefined()
    else expect(update?.({ req: { user: { role: 'tenant-admin' } } }), path).toBe(false)
  })
})
