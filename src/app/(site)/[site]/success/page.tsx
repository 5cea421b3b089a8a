import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { orSiteNotFound } from '@/components/layout/not-found'
import { getSite } from '@/data/sites/sites'
import { thankingName } from '@/domain/leads/thanks'
import { carTypeHref } from '@/search/url/links'

type Props = {
  params: Promise<{ site: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } }

/** stock §2 "/success: Shown after a successful enquiry or test-drive submission". */
async function SuccessPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  // The lead's answer names its dealership; only the site's own are accepted (the tenant wall).
  const named = (await searchParams).dealership
  const dealer = thankingName(site, typeof named === 'string' ? named : null)
  return (
    <section className="notice" aria-labelledby="success-heading">
      <h1 id="success-heading">Thank you</h1>
      <p>We have received your enquiry. The team at {dealer} will be in touch with you shortly.</p>
      <p>
        <Link href={carTypeHref('used')}>Search our used cars</Link> or <Link href="/">go to the home page</Link>.
      </p>
    </section>
  )
}

export default orSiteNotFound(SuccessPage)
