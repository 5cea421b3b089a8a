/**
 * Who /success thanks (stock §2 "/success: shown after a successful enquiry or test-drive
 * submission"): the dealership the lead went to. The lead's answer names it by slug in its redirect;
 * the page accepts only a slug of the site's own dealerships (the tenant wall), so a query string
 * can never name another tenant's dealership.
 */

type Named = { name: string; slug?: string | null }

/** The site as these names need it (a SiteContext fits). */
export type VoicedSite = {
  name: string
  template: { kind: string }
  dealerships: readonly Named[]
  primaryDealership: Named | null
}

/** The name a site speaks as: a group site its own name, a dealer site its primary dealership. */
export const siteVoiceName = (site: VoicedSite): string =>
  site.template.kind === 'group' ? site.name : (site.primaryDealership?.name ?? site.name)

/** The redirect of a lead's answer: /success, naming the lead's dealership when it has one. */
export const successHref = (dealershipSlug?: string | null): string =>
  dealershipSlug ? `/success?dealership=${encodeURIComponent(dealershipSlug)}` : '/success'

/**
 * The name /success thanks: the site's dealership with this slug (the one the lead went to), else the
 * name the site speaks as. A slug of no dealership of this site is ignored.
 */
export function thankingName(site: VoicedSite, slug?: string | null): string {
  const named = slug ? site.dealerships.find((d) => d.slug === slug) : undefined
  return named ? named.name : siteVoiceName(site)
}
