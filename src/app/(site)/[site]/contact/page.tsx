import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactBlock } from '@/components/forms/ContactBlock'
import { pageFormProps } from '@/components/forms/page-form-props'
import { PageLeadForm } from '@/components/forms/PageLeadForm.client'
import { orSiteNotFound } from '@/components/layout/not-found'
import { getSite } from '@/data/sites/sites'
import { siteVoiceName } from '@/domain/leads/thanks'

import formPage from '@/components/forms/form-page.module.css'

type Props = { params: Promise<{ site: string }> }

export const metadata: Metadata = { title: 'Contact Us' }

/** /contact (finance §2 "Locations and reviews"): the general enquiry form with its category select (finance §5). */
async function ContactPage({ params }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const form = await pageFormProps(site, 'contact')
  return (
    <div className="section form-page">
      <h1>Contact Us</h1>
      <div className={formPage.grid}>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us an enquiry</h2>
          <p>Tell us what you are after and the right person at {siteVoiceName(site)} will get back to you.</p>
          <PageLeadForm {...form} />
        </section>
        <ContactBlock site={site} />
      </div>
    </div>
  )
}

export default orSiteNotFound(ContactPage)
