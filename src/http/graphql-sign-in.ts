import { type DocumentNode, type FieldNode, Kind, type OperationDefinitionNode, type ValueNode } from 'graphql'
import { formatNames, type SanitizedConfig, toWords } from 'payload'

import { type Credentials, signInEmail } from './sign-in-body'

/** One sign-in a GraphQL document asks for: the login mutation's collection and where its answer goes. */
export type GraphqlSignIn = { collection: string; answerKey: string; credentials: Credentials }

type Variables = Record<string, unknown>

/**
 * The sign-ins among the root fields (rootFieldsOf) of a parsed document, decided on the fields'
 * names as GraphQL reads them, never on the raw text (a JSON escape such as `login\u0055ser` hides
 * the name from the text, not from the parser). `loginFields` maps each login mutation's name to
 * its auth collection. Literal and variable arguments are both read.
 */
export function signInsOf(
  document: DocumentNode,
  rootFields: FieldNode[][],
  variables: unknown,
  loginFields: ReadonlyMap<string, string>,
): GraphqlSignIn[] {
  const values = (variables && typeof variables === 'object' ? variables : {}) as Variables
  const defaults = variableDefaults(document)
  return rootFields.flat().flatMap((field) => {
    const collection = loginFields.get(field.name.value)
    if (!collection) return []
    const arg = (name: string) => {
      const node = field.arguments?.find((a) => a.name.value === name)?.value
      return node ? valueOf(node, values, defaults) : undefined
    }
    const password = arg('password')
    return [
      {
        collection,
        answerKey: field.alias?.value ?? field.name.value,
        credentials: { email: signInEmail(arg('email')), password: typeof password === 'string' ? password : null },
      },
    ]
  })
}

function valueOf(node: ValueNode, values: Variables, defaults: Map<string, ValueNode>): unknown {
  if (node.kind === Kind.STRING) return node.value
  if (node.kind !== Kind.VARIABLE) return undefined
  const name = node.name.value
  if (name in values) return values[name]
  const fallback = defaults.get(name)
  return fallback?.kind === Kind.STRING ? fallback.value : undefined
}

function variableDefaults(document: DocumentNode): Map<string, ValueNode> {
  const defaults = new Map<string, ValueNode>()
  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue
    for (const v of (d as OperationDefinitionNode).variableDefinitions ?? [])
      if (v.defaultValue) defaults.set(v.variable.name.value, v.defaultValue)
  }
  return defaults
}

/** Whether Payload's GraphQL answer signed the account in: the login field answered, without errors. */
export function signedIn(answer: unknown, answerKey: string): boolean {
  const body = answer as { data?: Record<string, unknown> | null; errors?: unknown[] } | null
  return !body?.errors?.length && body?.data?.[answerKey] != null
}

/** Payload's login mutation of each auth collection (`loginUser` for users), named as @payloadcms/graphql names it. */
export function loginFieldsOf(config: Pick<SanitizedConfig, 'collections'>): Map<string, string> {
  return new Map(
    config.collections
      .filter((c) => c.auth && !c.auth.disableLocalStrategy && c.graphQL !== false)
      .map((c) => {
        const named = c.graphQL ? c.graphQL.singularName : undefined
        return [`login${named ? toWords(named, true) : formatNames(c.slug).singular}`, c.slug]
      }),
  )
}
