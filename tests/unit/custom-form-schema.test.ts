import { describe, expect, it } from 'vitest'

import { customFormAnswers, customFormFields, customFormSchema } from '@/forms/custom-form-schema'

// docs/features/leads.md "Staff-defined forms": a form renders with the lead forms' components — only the form
// builder's field types our components draw are kept, and one schema checks answers in the browser
// and server.
describe('customFormFields: the stored blocks made safe to render', () => {
  it('a checkbox starts unticked even when staff ticked it by default: consent is given, not assumed (src/forms/consent.ts)', () => {
    const [box] = customFormFields([
      { blockType: 'checkbox', name: 'offers', label: 'Send me offers', defaultValue: true },
    ])
    expect(box).toMatchObject({ type: 'checkbox', defaultValue: false })
  })
  it('keeps the types we render, drops others, makes names usable as form keys, first name wins', () => {
    const fields = customFormFields([
      { blockType: 'text', name: 'company.name', label: 'Company', required: true },
      { blockType: 'country', name: 'country', label: 'Country' },
      { blockType: 'payment', name: 'pay', label: 'Pay' },
      { blockType: 'message', message: { root: {} } },
      { blockType: 'select', name: 'size', options: [{ label: 'Big', value: 'big' }, { label: 'No value' }] },
      { blockType: 'email', name: 'company.name', label: 'Duplicate' },
      { blockType: 'checkbox', name: '', label: 'No name' },
    ])
    expect(fields).toEqual([
      { type: 'text', name: 'company_name', label: 'Company', required: true, defaultValue: '' },
      { type: 'message', message: { root: {} } },
      {
        type: 'select',
        name: 'size',
        label: 'size',
        required: false,
        options: [{ label: 'Big', value: 'big' }],
        defaultValue: '',
      },
    ])
    expect(customFormFields('not blocks')).toEqual([])
  })
})

describe('customFormSchema: required, e-mail, options, numbers, a required checkbox', () => {
  const fields = customFormFields([
    { blockType: 'email', name: 'email', label: 'Email', required: true },
    { blockType: 'select', name: 'size', label: 'Size', options: [{ label: 'Big', value: 'big' }] },
    { blockType: 'number', name: 'count', label: 'How many' },
    { blockType: 'checkbox', name: 'agree', label: 'I agree', required: true },
  ])
  const schema = customFormSchema(fields)

  it('gives each field its message', () => {
    const r = schema.safeParse({ email: 'nope', size: 'small', count: 'ten', agree: false })
    expect(r.success).toBe(false)
    expect(Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      email: 'Please enter a valid email address.',
      size: 'Choose one of the options.',
      count: 'Please enter a number.',
      agree: 'Please tick this box to continue.',
    })
    expect(schema.safeParse({}).error!.issues.map((i) => i.path[0])).toEqual(['email', 'agree'])
  })

  it('accepts good answers and lists them as the dealer reads them (option labels, numbers)', () => {
    const r = schema.safeParse({ email: ' a@b.com.au ', size: 'big', count: '3', agree: true })
    expect(r.success).toBe(true)
    expect(customFormAnswers(fields, r.data!)).toEqual([
      { field: 'email', label: 'Email', value: 'a@b.com.au' },
      { field: 'size', label: 'Size', value: 'Big' },
      { field: 'count', label: 'How many', value: 3 },
      { field: 'agree', label: 'I agree', value: true },
    ])
  })
})
