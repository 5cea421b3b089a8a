import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type Plugin,
  type SanitizedConfig,
  type Validate,
  ValidationError,
  validations,
} from 'payload'

import { rejectMalformedId } from './reject-malformed-id'
import { versionFields } from './where-fields'
import { whereProblem } from './where-rules'

const VERSION_OPERATIONS = new Set(['findVersions', 'findVersionByID', 'countVersions', 'restoreVersion'])

/**
 * A `where` a staff client can send that the database adapter cannot run answers 400 with a message,
 * not the adapter's 500 (docs/features/security.md "Security"): an operator the field type lacks, or a value its column
 * cannot hold. Checked for REST and GraphQL; the server's own local calls are trusted. (The versions
 * paths of a collection that keeps none are refused by the REST route: src/http/payload-rest.ts.)
 */
export const guardQueries: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  textDataGuard(args, collection.slug, collection.flattenedFields)
  const versions = VERSION_OPERATIONS.has(operation)
  const where = (args as { where?: unknown }).where
  const fields = versions ? versionFields(collection.slug, collection.flattenedFields) : collection.flattenedFields
  const problem = whereProblem(where, fields, req.payload, req.payload.db.name !== 'mongoose')
  if (problem) throw new APIError(problem, 400, undefined, true)
  return args
}

const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code'])
const TEXT_REQUIRED = 'This field must be text.'
const isText = (v: unknown, hasMany: boolean) =>
  v === null ||
  v === undefined ||
  typeof v === 'string' ||
  (hasMany && Array.isArray(v) && v.every((s) => typeof s === 'string'))

/**
 * A create's or update's top-level text fields hold text: Payload's own field hooks (the auth
 * e-mail's lower-casing) run before validation and fail with a 500 on a list or an object.
 */
function textDataGuard(
  args: unknown,
  collection: string,
  fields: { name?: string; type: string; hasMany?: unknown }[],
) {
  const data = (args as { data?: unknown }).data
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return
  const errors = fields
    .filter((f) => f.name && TEXT_TYPES.has(f.type) && f.name in data)
    .filter((f) => !isText((data as Record<string, unknown>)[f.name!], f.hasMany === true))
    .map((f) => ({ path: f.name!, message: TEXT_REQUIRED }))
  if (errors.length) throw new ValidationError({ collection, errors })
}

/**
 * Payload's own text validators measure `value.length` and pass an object or a number, which the
 * SQL driver then refuses with a 500 (docs/features/security.md "Security": "a wrong type in the FAQ block"). Every
 * text-like field first checks that it was given text.
 */
function textChecked(field: Field): Field {
  if ('fields' in field && Array.isArray(field.fields))
    return { ...field, fields: field.fields.map(textChecked) } as Field
  if (field.type === 'tabs')
    return { ...field, tabs: field.tabs.map((t) => ({ ...t, fields: t.fields.map(textChecked) })) }
  if (field.type === 'blocks')
    return {
      ...field,
      blocks: field.blocks.map((b) => ({ ...b, fields: b.fields.map(textChecked) })),
    }
  if (!TEXT_TYPES.has(field.type)) return field
  const own = ('validate' in field && field.validate) || validations[field.type as 'text']
  const hasMany = 'hasMany' in field && field.hasMany === true
  const validate: Validate = (value, options) =>
    isText(value, hasMany) ? (own as Validate)(value, options) : TEXT_REQUIRED
  return { ...field, validate } as Field
}

const guarded = (c: CollectionConfig): CollectionConfig => ({
  ...c,
  fields: c.fields.map(textChecked),
  hooks: { ...c.hooks, beforeOperation: [rejectMalformedId, guardQueries, ...(c.hooks?.beforeOperation ?? [])] },
})

/**
 * The input guards on every collection, the plugins' too (the form builder's): the last plugin of
 * payload.config.ts, so it sees every collection the others added.
 */
export const inputGuards: Plugin = (config) => ({ ...config, collections: config.collections?.map(guarded) })

/**
 * Payload's own `payload-preferences` collection exists only in the sanitized config, after every
 * plugin ran: its `where` queries get the same guard there (a polymorphic `user` compared with a
 * word, or `near` on a text field, answered 500). Apply with `.then()` on buildConfig.
 */
export const withGuardedPreferences = (config: SanitizedConfig): SanitizedConfig => ({
  ...config,
  collections: config.collections.map((c) =>
    c.slug === 'payload-preferences'
      ? { ...c, hooks: { ...c.hooks, beforeOperation: [guardQueries, ...(c.hooks?.beforeOperation ?? [])] } }
      : c,
  ),
})
