import { FEEDS } from '@/app/_seo/feeds'
import { notFound, textResponse, withSiteOrigin } from '@/app/_seo/respond'
import { getVehicleFeed } from '@/data/cars/feeds'

/**
 * GET /feeds/{file} — the site's vehicle listing feeds: available cars only (docs/features/seo.md "Search
 * engines: robots.txt, sitemaps and vehicle feeds").
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = (await params).file
  const format = Object.hasOwn(FEEDS, file) ? FEEDS[file] : null
  if (!format) return notFound()
  return withSiteOrigin(
    request,
    async (site, origin) => {
      const feed = await getVehicleFeed(site, origin)
      if (!feed) return notFound()
      // How many cars were left out (the reasons are in the server log).
      return textResponse(format.render(feed), format.type, { 'x-feed-skipped': String(feed.skipped.length) })
    },
    { costly: true },
  )
}
