/** graphql-js names the schema's types and fields in its hints ("Did you mean \"Users\"?"). */
const SUGGESTION = /\s*Did you mean [^?]*\?/g

/** Drops schema hints from GraphQL error messages, so a wrong guess teaches nothing about the schema. */
export function withoutSuggestions(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { errors?: unknown }).errors)) return body
  const errors = (body as { errors: { message?: unknown }[] }).errors.map((error) =>
    typeof error?.message === 'string' ? { ...error, message: error.message.replace(SUGGESTION, '') } : error,
  )
  return { ...body, errors }
}
