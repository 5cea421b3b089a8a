import type { ResolveOptions } from './resolve-host'

/** Host resolution settings from the environment, shared by the proxy and the API route handlers. */
export const hostResolveOptions = (env: Record<string, string | undefined> = process.env): ResolveOptions => ({
  // {slug}.localhost only ever reaches loopback; LOCALHOST_SITES=false serves the allow-list alone.
  allowLocalhostSlugs: env.LOCALHOST_SITES !== 'false',
  defaultSite: env.DEFAULT_SITE || undefined,
})
