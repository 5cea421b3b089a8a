import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactBlock } from '@/components/forms/ContactBlock'
import { StaffForm } from '@/components/forms/StaffForm'
import { metadataUnlessMissing, orSiteNotFound } from '@/components/layout/not-found'
import { type CustomForm as Form, loadCustomForm } from '@/data/content/custom-forms'
import { getSite, type SiteContext } from '@/data/sites/sites'
import { decodePathSegment } from '@/domain/text/path-segment'

import formPage from '@/components/forms/form-page.module.css'

type Props = { params: Promise<{ site: string; slug: string }> }

/** The site's form of this slug: the site's tenant's own, never another's (ARCHITECTURE "Walls"). */
async function siteForm(params: Props['params']): Promise<{ site: SiteContext; form: Form } | null> {
  const { site: siteSlug, slug } = await params
  const site = await getSite(siteSlug)
  const decoded = decodePathSegment(slug)
  const form = site && decoded ? await loadCustomForm(site, decoded) : null
  return site && form ? { site, form } : null
}

export const generateMetadata = (props: Props): Promise<Metadata> => metadataUnlessMissing(() => pageMetadata(props))

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const found = await siteForm(params)
  return found ? { title: found.form.title } : {}
}

/**
 * /forms/{slug}: a form staff built in the admin (docs/features/leads.md "Staff-defined forms"), e.g. a fleet
 * enquiry, with the lead forms' components. Its answers become a lead delivered like any other.
 */
async function CustomFormPage({ params }: Props) {
  const found = await siteForm(params)
  if (!found) notFound()
  const { site, form } = found
  return (
    <div className="section form-page">
      <h1>{form.title}</h1>
      <div className={formPage.grid}>
        <section aria-label={form.title}>
          <StaffForm form={form} />
        </section>
        <ContactBlock site={site} />
      </div>
    </div>
  )
}

export default orSiteNotFound(CustomFormPage)
