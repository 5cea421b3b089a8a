'use client'

import { SearchUnavailable } from '@/components/search/SearchUnavailable.client'

/** The search engine failed with nothing good remembered for this search (see page.tsx). */
export default function SearchError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <SearchUnavailable reset={reset} />
}
