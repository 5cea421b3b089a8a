/**
 * This server's own address, for the calls it makes to itself (docs/features/caching.md "Caching and page weight"):
 * the proxy's site map (`/api/site-map`: the proxy's bundle holds no Payload), the render of a page
 * for the shared cache (a real request, without the visitor's cookies), and an expiry of Next's data
 * cache from outside a request (`/api/revalidate`: `revalidateTag` needs a request's store). PORT
 * is set by the production server (scripts/server.mjs); 3000 is Next's default.
 */
export const LOOPBACK_HOST = '127.0.0.1'

export const loopbackPort = (): number => Number(process.env.PORT ?? 3000)

export const loopbackUrl = (path: string): string => `http://${LOOPBACK_HOST}:${loopbackPort()}${path}`
