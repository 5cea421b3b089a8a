import type { z } from 'zod'

import { type Fields, issueFields } from '@/http/api-error'

/** The first message per field, keyed by the top-level field name the form uses. */
export const leadFieldsOf = (issues: z.core.$ZodIssue[]): Fields =>
  issueFields(issues.map((issue) => ({ path: issue.path.slice(0, 1), message: issue.message })))
