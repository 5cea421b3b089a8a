import { z } from 'zod'

import { LEAD_LIMITS } from '@/domain/leads/extras'

import { OPT_IN_DEFAULT } from './consent'
import { answerFields } from './custom-form-fields'
import { LEAD_MESSAGES as M } from './lead-messages'

/**
 * Staff-defined forms (docs/features/leads.md "Staff-defined forms"): the field types of Payload's form builder
 * that our form components render, the one schema the browser and POST /api/custom-forms/{slug}
 * check answers with, and the form's blocks as stored, made safe to render.
 */
export const CUSTOM_FORM_FIELD_TYPES = ['text', 'email', 'textarea', 'select', 'checkbox', 'number', 'message'] as const
export type CustomFormFieldType = (typeof CUSTOM_FORM_FIELD_TYPES)[number]

export type CustomFormOption = { label: string; value: string }

type Named = { name: string; label: string; required: boolean }
export type CustomFormField =
  | (Named & { type: 'text' | 'email' | 'textarea' | 'number'; defaultValue: string })
  | (Named & { type: 'select'; options: CustomFormOption[]; defaultValue: string })
  | (Named & { type: 'checkbox'; defaultValue: boolean })
  | { type: 'message'; message: unknown }

/** An answered field: what the lead keeps and the dealer reads. */
export type CustomFormAnswer = { field: string; label: string; value: string | number | boolean }

export const CUSTOM_FORM_MESSAGES = {
  option: 'Choose one of the options.',
  number: 'Please enter a number.',
  checkbox: 'Please tick this box to continue.',
} as const

/** Text answers: a line; a textarea's like a lead's message. */
export const CUSTOM_FORM_LIMITS = { text: 200, textarea: LEAD_LIMITS.message }

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/** A field name usable as a form key: react-hook-form reads '.' and '[' as paths. */
const safeName = (name: string) => name.trim().replace(/[^A-Za-z0-9_-]/g, '_')

/**
 * The form's blocks as the form builder stores them, reduced to the types we render (others are
 * dropped, never guessed at) and to fields with a usable name; the first of a repeated name wins.
 */
export function customFormFields(blocks: unknown): CustomFormField[] {
  if (!Array.isArray(blocks)) return []
  const seen = new Set<string>()
  const out: CustomFormField[] = []
  for (const raw of blocks as Record<string, unknown>[]) {
    const type = raw?.blockType as CustomFormFieldType
    if (!(CUSTOM_FORM_FIELD_TYPES as readonly string[]).includes(type)) continue
    if (type === 'message') {
      out.push({ type, message: raw.message ?? null })
      continue
    }
    const name = safeName(str(raw.name))
    if (!name || seen.has(name)) continue
    seen.add(name)
    const base = { name, label: str(raw.label).trim() || name, required: raw.required === true }
    // A box starts unticked whatever the form's default: a ticked box is not consent (src/forms/consent.ts).
    if (type === 'checkbox') out.push({ ...base, type, defaultValue: OPT_IN_DEFAULT })
    else if (type === 'select') {
      const options = (Array.isArray(raw.options) ? (raw.options as Record<string, unknown>[]) : [])
        .map((o) => ({ label: str(o?.label).trim() || str(o?.value), value: str(o?.value) }))
        .filter((o) => o.value !== '')
      out.push({ ...base, type, options, defaultValue: str(raw.defaultValue) })
    } else out.push({ ...base, type, defaultValue: str(raw.defaultValue) })
  }
  return out
}

const text = (max: number, required: boolean) =>
  z
    .union([z.string(), z.number()], { error: M.required })
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .refine((v) => !required || v !== '', M.required)
    .refine((v) => v.length <= max, M.tooLong(max))

function fieldSchema(field: ReturnType<typeof answerFields>[number]) {
  switch (field.type) {
    case 'checkbox':
      return z
        .boolean({ error: CUSTOM_FORM_MESSAGES.checkbox })
        .optional()
        .transform((v) => v === true)
        .refine((v) => !field.required || v, CUSTOM_FORM_MESSAGES.checkbox)
    case 'email':
      return text(LEAD_LIMITS.email, field.required).refine((v) => v === '' || z.email().safeParse(v).success, M.email)
    case 'select': {
      const values = new Set(field.options.map((o) => o.value))
      return text(CUSTOM_FORM_LIMITS.text, field.required).refine(
        (v) => v === '' || values.has(v),
        CUSTOM_FORM_MESSAGES.option,
      )
    }
    case 'number':
      return text(40, field.required).refine((v) => v === '' || Number.isFinite(Number(v)), CUSTOM_FORM_MESSAGES.number)
    case 'textarea':
      return text(CUSTOM_FORM_LIMITS.textarea, field.required)
    default:
      return text(CUSTOM_FORM_LIMITS.text, field.required)
  }
}

/** The answers' schema, built from the form's fields: required ones, e-mail format, options offered. */
export function customFormSchema(fields: CustomFormField[]) {
  return z.object(Object.fromEntries(answerFields(fields).map((f) => [f.name, fieldSchema(f)])))
}

export type CustomFormValues = Record<string, string | boolean>

/** The answers given, in the form's order, as the dealer reads them (empty answers left out). */
export function customFormAnswers(fields: CustomFormField[], values: CustomFormValues): CustomFormAnswer[] {
  return answerFields(fields).flatMap((f): CustomFormAnswer[] => {
    const v = values[f.name]
    if (f.type === 'checkbox') return [{ field: f.name, label: f.label, value: v === true }]
    if (typeof v !== 'string' || v === '') return []
    const label = f.type === 'select' ? (f.options.find((o) => o.value === v)?.label ?? v) : v
    return [{ field: f.name, label: f.label, value: f.type === 'number' ? Number(v) : label }]
  })
}
