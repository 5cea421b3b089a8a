import { VALID_UNTIL_META } from '@/cache/page-cache'

/**
 * The next instant something scheduled on this page starts or ends (nextWindowChange): the shared
 * page cache keeps the page no longer (src/cache/page-cache.ts). React hoists it into the head.
 */
export function ValidUntil({ at }: { at: Date | null }) {
  return at ? <meta name={VALID_UNTIL_META} content={at.toISOString()} /> : null
}
