import { StaffForm } from '@/components/forms/StaffForm'
import { loadCustomForm } from '@/data/content/custom-forms'
import type { BlockView } from '@/data/content/pages'
import type { SiteContext } from '@/data/sites/sites'

type Props = Extract<BlockView, { blockType: 'formBlock' }> & { site: SiteContext }

/**
 * A staff-defined form on a page. The form is loaded again by slug for the site's own tenant
 * (loadCustomForm, the wall), so a page never shows another tenant's form, whatever it names.
 */
export async function FormBlockComponent({ heading, form, site }: Props) {
  const slug = form && typeof form === 'object' ? form.slug : null
  const loaded = slug ? await loadCustomForm(site, String(slug)) : null
  if (!loaded || (form && typeof form === 'object' && String(form.id) !== String(loaded.id))) return null
  const title = heading || loaded.title
  return (
    <section className="content-block content-form" aria-label={title}>
      <h2>{title}</h2>
      <StaffForm form={loaded} />
    </section>
  )
}
