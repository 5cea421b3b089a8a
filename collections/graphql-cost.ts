import { type ExecutionArgs, getNullableType, GraphQLError, isListType, type ValidationRule } from 'graphql'
import { type ComplexityEstimator, createComplexityRule } from 'graphql-query-complexity'

import { groupThousands } from '@/domain/text/number'
import { API_LIST_MAX } from '@collections/hooks/bound-api-lists'

/**
 * What one staff GraphQL operation may cost (docs/features/security.md "Security"). Payload's own complexity limit
 * counts fields, not rows, so 20 aliases of `Cars(limit: 100)` with relations passed it and held
 * the server for 5 s. Here a list's rows multiply the cost of what each row asks for.
 */
export const GRAPHQL_COST = {
  /** About one full page of cars (100 rows) with a few single relations: 100 × (fields + 11 a relation). */
  max: 10_000,
  /** Payload's page size when a list names no `limit`. */
  defaultRows: 10,
  /** A hasMany relationship or upload: the documents it may bring for each row. */
  relatedRows: 10,
  /** An unpaginated list (super-admins only, collections/hooks/bound-api-lists.ts): counted as ten pages. */
  unpaginatedRows: API_LIST_MAX * 10,
} as const

/** The header by which the cost rule tells the GraphQL route that it refused the operation. */
export const GRAPHQL_REFUSED_HEADER = 'x-forecourt-graphql-refused'

/** Rows a list field returns, from its `limit` and `pagination` arguments (1 for a field that is no list). */
export function listRows(args: { limit?: unknown; pagination?: unknown }, takesLimit: boolean): number {
  if (!takesLimit) return 1
  if (args.pagination === false) return GRAPHQL_COST.unpaginatedRows
  const limit = Number(args.limit ?? GRAPHQL_COST.defaultRows)
  // limit 0 (Payload's "all") and anything over the cap come back as API_LIST_MAX rows.
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, API_LIST_MAX) : API_LIST_MAX
}

/**
 * A field costs 1, or Payload's own figure for a relationship, upload or join (its `complexity`
 * extension, 10), plus what it selects; a list multiplies that by its rows, and a hasMany relation
 * by GRAPHQL_COST.relatedRows.
 */
export const rowsTimesFields: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const own = Number((field.extensions as { complexity?: unknown } | undefined)?.complexity) || 1
  const related = own > 1 && isListType(getNullableType(field.type)) ? GRAPHQL_COST.relatedRows : 1
  const takesLimit = field.args.some((a) => a.name === 'limit')
  return listRows(args, takesLimit) * related * (own + childComplexity)
}

/**
 * Payload's `graphQL.validationRules`: refuses an operation over GRAPHQL_COST.max with a readable
 * error, and marks the response so the route answers it with a 400 (graphql-http answers a
 * refused `application/json` request with 200).
 */
export function graphqlCostRules(args: ExecutionArgs): ValidationRule[] {
  const context = args.contextValue as { headers?: Record<string, string> } | undefined
  return [
    createComplexityRule({
      maximumComplexity: GRAPHQL_COST.max,
      variables: (args.variableValues ?? {}) as Record<string, unknown>,
      estimators: [rowsTimesFields],
      createError: (max, actual) => {
        if (context?.headers) context.headers[GRAPHQL_REFUSED_HEADER] = 'cost'
        return new GraphQLError(costMessage(max, actual), { extensions: { code: 'QUERY_TOO_COSTLY' } })
      },
    }),
  ]
}

export const costMessage = (max: number, actual: number) =>
  `This query costs about ${groupThousands(actual)} (rows × fields); one request may cost at most ${groupThousands(max)}. ` +
  'Ask for fewer rows (limit), fewer aliases or fewer related documents.'

type GraphqlRoute = (request: Request) => Promise<Response>

/**
 * Payload's GraphQL route, with an operation the cost rule refused answered as a 400 carrying both
 * GraphQL's `errors` and our `error` (CONVENTIONS "Errors").
 */
export const withCostRefusalAs400 =
  (route: GraphqlRoute): GraphqlRoute =>
  async (request) => {
    const response = await route(request)
    if (!response.headers.has(GRAPHQL_REFUSED_HEADER)) return response
    const { errors = [] } = (await response.json()) as {
      errors?: { message: string; extensions?: { code?: string } }[]
    }
    const refusal = errors.find((e) => e.extensions?.code === 'QUERY_TOO_COSTLY')
    const message = refusal?.message ?? costMessage(GRAPHQL_COST.max, GRAPHQL_COST.max + 1)
    return Response.json(
      { errors, error: { code: 'query_too_costly', message } },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    )
  }
