import { typesenseConfigured } from '@/search/engine'
import type { SearchEngine } from '@/search/types'

import type { Probe } from './readiness'

/**
 * The stock search: Typesense's `/health` when TYPESENSE_URL is set (200 and `ok: true`: the node
 * has its data and, in a cluster, a leader), otherwise the embedded index. Asking for the embedded
 * engine builds its index from the database on first use, so a fresh instance is ready only once it
 * can answer a search at full speed (and the first probe starts the build).
 */
export const searchProbe = (
  engine: () => Promise<SearchEngine>,
  env: Record<string, string | undefined> = process.env,
): Probe => ({
  name: 'search',
  async check(signal) {
    if (!typesenseConfigured(env)) {
      await engine()
      return
    }
    const res = await fetch(`${env.TYPESENSE_URL!.trim().replace(/\/+$/, '')}/health`, {
      headers: { 'x-typesense-api-key': env.TYPESENSE_API_KEY!.trim() },
      signal,
      cache: 'no-store',
    })
    const body = (await res.json().catch(() => null)) as { ok?: unknown } | null
    if (!res.ok || body?.ok !== true) throw new Error(`Typesense /health answered ${res.status}`)
  },
})
