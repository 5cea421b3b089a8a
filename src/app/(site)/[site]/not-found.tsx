import { SiteNotFound } from '@/components/layout/SiteNotFound'

/** The site's 404 where Next renders it (a notFound() below a page's own catch: src/components/layout/not-found.tsx). */
export default SiteNotFound
