import { notFound } from 'next/navigation'

/** Any path a site has no page for: the site's own 404 (not-found.tsx beside the layout). */
export default function UnknownSitePage() {
  notFound()
}
