import { notFound } from 'next/navigation'

import { orSiteNotFound } from '@/components/layout/not-found'
import { stockSummary } from '@/data/cars/stock-summary'
import { getSite } from '@/data/sites/sites'
import { TemplateHome } from '@tenants/templates/TemplateHome'

type Props = { params: Promise<{ site: string }> }

/** The site's home page, laid out by its template. */
async function HomePage({ params }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const stock = await stockSummary(site)
  return <TemplateHome site={site} stock={stock} />
}

export default orSiteNotFound(HomePage)
