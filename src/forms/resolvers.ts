import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'

import { collectFormOptions } from '@/domain/leads/form-options'

import { type CustomFormField, customFormSchema, type CustomFormValues } from './custom-form-schema'
import { type FinanceEnquiryInput, financeEnquirySchema, type FinanceEnquiryValues } from './finance-schema'
import { type LeadFormInput, leadFormSchema, type LeadFormValues, type LeadSchemaOptions } from './lead-schema'
import {
  type ServiceLeadInput,
  serviceLeadSchema,
  type ServiceLeadSchemaOptions,
  type ServiceLeadValues,
} from './service-lead-schema'

/**
 * The site forms' resolvers: each form's shared zod schema (the one its API route checks with) as
 * react-hook-form validation. Client code imports this module only through `import()`
 * (src/components/forms/use-lazy-resolver.ts), so zod is not part of a page's first download.
 */

/** The lead forms of the site's pages and the vehicle page: finance §5 option keys gathered first. */
export function leadResolver(options: LeadSchemaOptions): Resolver<LeadFormInput, unknown, LeadFormValues> {
  const zod = zodResolver(leadFormSchema(options))
  return (values, context, opts) => zod(collectFormOptions(values) as LeadFormInput, context, opts)
}

export const financeResolver = (
  postcodeRequired: boolean,
  landlines: boolean,
): Resolver<FinanceEnquiryInput, unknown, FinanceEnquiryValues> =>
  zodResolver(financeEnquirySchema(postcodeRequired, landlines))

export const serviceLeadResolver = (
  options: ServiceLeadSchemaOptions,
): Resolver<ServiceLeadInput, unknown, ServiceLeadValues> => zodResolver(serviceLeadSchema(options))

export const customFormResolver = (fields: CustomFormField[]) =>
  zodResolver(customFormSchema(fields)) as unknown as Resolver<CustomFormValues>
