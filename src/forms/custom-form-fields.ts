import type { CustomFormField } from './custom-form-schema'

// No zod here: the form's client code reads this while the page loads (src/forms/resolvers.ts).
/** The fields that take an answer: every field but the form's message texts. */
export const answerFields = (fields: CustomFormField[]) =>
  fields.filter((f): f is Exclude<CustomFormField, { type: 'message' }> => f.type !== 'message')
