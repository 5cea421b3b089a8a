import type { Field, FieldAccess } from 'payload'

/** What the shopper sent is the record of the lead: staff read it, and change only what is theirs. */
const nobody: FieldAccess = () => false

/** The fields staff may change on a received lead: how far they have got with it, and their notes. */
export const STAFF_EDITABLE_LEAD_FIELDS = ['status', 'notes'] as const

/**
 * The lead's received fields, read-only for staff (the intake writes them with overrideAccess): every
 * named field but status, in rows as they are. A staff save can then neither rewrite what the shopper
 * sent nor move the lead to another car, site or dealership.
 */
export function asReceived(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'row' || field.type === 'collapsible') return { ...field, fields: asReceived(field.fields) }
    if (!('name' in field) || field.type === 'ui') return field
    if ((STAFF_EDITABLE_LEAD_FIELDS as readonly string[]).includes(field.name)) return field
    return {
      ...field,
      access: { ...field.access, create: nobody, update: nobody },
      admin: { ...field.admin, readOnly: true },
    } as Field
  })
}
