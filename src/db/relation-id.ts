import { extractID } from 'payload/shared'

import type { Id } from '@/domain/ids'

/**
 * The id a relationship field holds, whether Payload populated it or not (Payload's own extractID),
 * and null when the field is empty or holds something that is not a relation.
 */
export function relationId(value: unknown): Id | null {
  if (typeof value === 'number' || typeof value === 'string') return extractID(value)
  if (value && typeof value === 'object' && 'id' in value) return extractID(value as { id: Id })
  return null
}
