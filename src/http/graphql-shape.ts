import { type DocumentNode, type FieldNode, Kind, type SelectionSetNode } from 'graphql'

/**
 * The shape of a staff GraphQL document, read before Payload runs it (docs/features/security.md "Security"): the root
 * fields each operation asks for and how deep it nests, through inline fragments and fragment
 * spreads. Each fragment is expanded once (memoised), so a fragment spread many times, or a chain
 * of fragments that each spread the next twice, costs no more than its size.
 */

/** The most root fields of one operation that are kept: the route refuses any operation with more. */
const ROOT_FIELDS_KEPT = 64

/** The root fields of each operation (aliases each one), at most ROOT_FIELDS_KEPT of them. */
export function rootFieldsOf(document: DocumentNode): FieldNode[][] {
  const fragments = fragmentsOf(document)
  const expanded = new Map<string, FieldNode[]>()
  const expand = (set: SelectionSetNode, seen: ReadonlySet<string>): FieldNode[] => {
    const fields: FieldNode[] = []
    for (const s of set.selections) {
      if (fields.length >= ROOT_FIELDS_KEPT) break
      if (s.kind === Kind.FIELD) fields.push(s)
      else if (s.kind === Kind.INLINE_FRAGMENT) fields.push(...expand(s.selectionSet, seen))
      else fields.push(...spread(s.name.value, seen))
    }
    return fields.slice(0, ROOT_FIELDS_KEPT)
  }
  // Fragment cycles are refused before this runs (payload-request-shape.ts); `seen` still guards against one.
  const spread = (name: string, seen: ReadonlySet<string>): FieldNode[] => {
    const fragment = fragments.get(name)
    if (!fragment || seen.has(name)) return []
    if (!expanded.has(name)) expanded.set(name, expand(fragment, new Set(seen).add(name)))
    return expanded.get(name)!
  }
  return operationsOf(document).map((set) => expand(set, new Set()))
}

/** How deep the deepest operation nests its fields (`{ a { b } }` is 2). */
export function depthOf(document: DocumentNode): number {
  const fragments = fragmentsOf(document)
  const depths = new Map<string, number>()
  const depth = (set: SelectionSetNode, seen: ReadonlySet<string>): number =>
    Math.max(
      0,
      ...set.selections.map((s) => {
        if (s.kind === Kind.FIELD) return 1 + (s.selectionSet ? depth(s.selectionSet, seen) : 0)
        if (s.kind === Kind.INLINE_FRAGMENT) return depth(s.selectionSet, seen)
        const fragment = fragments.get(s.name.value)
        if (!fragment || seen.has(s.name.value)) return 0
        if (!depths.has(s.name.value)) depths.set(s.name.value, depth(fragment, new Set(seen).add(s.name.value)))
        return depths.get(s.name.value)!
      }),
    )
  return Math.max(0, ...operationsOf(document).map((set) => depth(set, new Set())))
}

function fragmentsOf(document: DocumentNode): Map<string, SelectionSetNode> {
  const fragments = new Map<string, SelectionSetNode>()
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d.selectionSet)
  return fragments
}

const operationsOf = (document: DocumentNode): SelectionSetNode[] =>
  document.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d.selectionSet] : []))
