import type { ReactNode } from 'react'

import { RichText } from '@/components/content/RichText'
import type { CustomForm as Form } from '@/data/content/custom-forms'

import { CustomForm } from './CustomForm.client'

/**
 * A staff-defined form (docs/features/leads.md "Staff-defined forms") with the lead forms' components: its message
 * blocks are staff-written rich text, rendered here on the server. Shown at /forms/{slug} and by
 * the page block (docs/features/content.md "Add a page", "Form").
 */
export function StaffForm({ form }: { form: Form }) {
  const notes: Record<number, ReactNode> = {}
  form.fields.forEach((f, i) => {
    if (f.type === 'message') notes[i] = <RichText data={f.message} />
  })
  const fields = form.fields.map((f) => (f.type === 'message' ? { ...f, message: null } : f))
  return <CustomForm slug={form.slug} fields={fields} notes={notes} submitLabel={form.submitLabel} />
}
