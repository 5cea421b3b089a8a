import type { FlattenedField, Payload } from 'payload'

/**
 * Which field a `where` path names (`price`, `dealership.name`, `layout.items.question`,
 * `version.title`), through groups, tabs, arrays, blocks and single-collection relationships, as
 * Payload's query builder reads it. Paths it cannot name are left to Payload, which refuses them
 * with its own 400 ("The following path cannot be queried").
 */
export type QueriedField = { type: string; relationTo?: unknown; hasMany?: unknown; inBlocks?: boolean }

type Node = FlattenedField & { flattenedFields?: FlattenedField[]; blocks?: unknown[] }

/** The document id: a number on the SQL adapters, a string on MongoDB. */
const ID: QueriedField = { type: 'id' }

export function queriedField(path: string, fields: FlattenedField[], payload: Payload): QueriedField | null {
  return resolve(path.split('.'), fields, payload, true)
}

function resolve(segments: string[], fields: FlattenedField[], payload: Payload, top: boolean): QueriedField | null {
  const [head, ...rest] = segments
  const field = fields.find((f) => 'name' in f && f.name === head) as Node | undefined
  if (!field) return top && head === 'id' && rest.length === 0 ? ID : null
  if (rest.length === 0) return field
  if ((field.type === 'group' || field.type === 'array' || field.type === 'tab') && field.flattenedFields)
    return resolve(rest, field.flattenedFields, payload, false)
  if (field.type === 'blocks') {
    if (rest.length === 1 && rest[0] === 'blockType') return { type: 'text' }
    for (const block of field.blocks ?? []) {
      const inner = (block as { flattenedFields?: FlattenedField[] }).flattenedFields
      const found = inner ? resolve(rest, inner, payload, false) : null
      if (found) return { ...found, inBlocks: true }
    }
    return null
  }
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    const related = payload.collections[field.relationTo]?.config
    return related ? resolve(rest, related.flattenedFields, payload, true) : null
  }
  return null
}

/** The fields of a collection's versions, as `/api/{collection}/versions?where[…]` names them. */
export const versionFields = (slug: string, fields: FlattenedField[]): FlattenedField[] =>
  [
    { name: 'parent', type: 'relationship', relationTo: slug },
    { name: 'version', type: 'group', fields: [], flattenedFields: fields },
    { name: 'createdAt', type: 'date' },
    { name: 'updatedAt', type: 'date' },
    { name: 'latest', type: 'checkbox' },
    { name: 'autosave', type: 'checkbox' },
  ] as FlattenedField[]
