import { vi } from 'vitest'

// Route tests go through the real site resolver (a Host from the sites' `domains` allow-list, see
// helpers/world.ts siteHost). Outside a Next server there is no data cache, so the cached loaders run
// straight against this run's database: one pass-through for every integration file.
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  unstable_cache: (fn: () => unknown) => fn,
}))
