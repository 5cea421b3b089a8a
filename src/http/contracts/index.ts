import type { z } from 'zod'

import { accountContracts } from './account'
import { analyticsContracts } from './analytics'
import type { Contract } from './define'
import { leadContracts } from './leads'
import type { ROUTES } from './routes'
import { searchContracts } from './search'
import { staffContracts } from './staff'
import { vehicleContracts } from './vehicles'

/**
 * Every call the browser or an integrator makes, by name (docs/features/public-api.md). Client-safe:
 * zod schemas and types only.
 */
export const CONTRACTS = {
  ...leadContracts,
  ...accountContracts,
  ...vehicleContracts,
  ...searchContracts,
  ...analyticsContracts,
  ...staffContracts,
} as const satisfies Record<string, Contract>

export type ContractName = keyof typeof CONTRACTS & keyof typeof ROUTES
type Of<K extends ContractName> = (typeof CONTRACTS)[K]

/** What a call sends: the JSON body of a POST, the query of a GET (as the schema reads it). */
export type RequestOf<K extends ContractName> =
  Of<K> extends { request: infer R extends z.ZodType } ? z.input<R> : undefined
/** The success body of a call (as the route answers it). */
export type ResponseOf<K extends ContractName> =
  Of<K> extends { response: infer R extends z.ZodType } ? z.output<R> : Blob
/** The path parameters a call needs, when its path has any. */
export type ParamsOf<K extends ContractName> =
  Of<K> extends { params: infer P extends z.ZodType } ? z.input<P> : undefined

export { ApiErrorBody, type Contract } from './define'
