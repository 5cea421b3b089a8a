import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { orSiteNotFound } from '@/components/layout/not-found'
import { getSite } from '@/data/sites/sites'
import { carTypeHref } from '@/search/url/links'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ ref?: string | string[] }> }

export const metadata: Metadata = { title: 'Application received', robots: { index: false } }

/**
 * Where the local lender sends a shopper after a finance application (src/integrations/finance-provider):
 * a thank-you that shows nothing of the application but its reference.
 */
async function ApplicationReceivedRoute({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const ref = (await searchParams).ref
  const reference = typeof ref === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(ref) ? ref : null
  return (
    <div className="section form-page">
      <h1>Application received</h1>
      <p>Thank you. Your finance application is with our finance team at {site.name}; we will be in touch shortly.</p>
      {reference ? <p>Your reference: {reference}</p> : null}
      <p>
        <a className="button" href={carTypeHref('used')}>
          Keep browsing cars
        </a>
      </p>
    </div>
  )
}

export default orSiteNotFound(ApplicationReceivedRoute)
