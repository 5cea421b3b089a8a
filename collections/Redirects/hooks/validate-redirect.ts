import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'
import { extractID } from 'payload/shared'

import { isTenantAdminUser, roleOf } from '@/access/roles'
import { tenantIdOf } from '@/cache/revalidate'
import {
  buildRedirectTables,
  fromPathProblem,
  pathOnOwnSite,
  redirectKey,
  redirectLoop,
  type RedirectTo,
  referencedPage,
  type SiteOfTenant,
  toTargetProblem,
} from '@/domain/content/redirects'
import type { Id } from '@/domain/ids'
import { isHttpsUrl } from '@/domain/links/urls'
import { normaliseHost } from '@tenants/resolve-host'

import { applying, storedRedirects } from '../targets'

const refuse = (path: string, message: string) => {
  throw new ValidationError({ collection: 'redirects', errors: [{ path, message }] })
}

type SiteRow = SiteOfTenant & { hosts: Set<string> }

async function platformSites(req: PayloadRequest): Promise<SiteRow[]> {
  const { docs } = await req.payload.find({
    collection: 'sites',
    pagination: false,
    depth: 0,
    select: { slug: true, tenant: true, domains: true },
    req,
  })
  return docs.map((s) => ({
    id: s.id,
    slug: s.slug,
    tenant: tenantIdOf(s)!,
    // the allow-list, and {slug}.localhost where development hosts are on (tenants/resolve-host.ts)
    hosts: new Set([...(s.domains ?? []).map((d) => normaliseHost(d.domain)), `${s.slug}.localhost`]),
  }))
}

export const OFF_SITE_NEEDS_ADMIN =
  'Only a tenant admin can send visitors to another website. Choose a page of this site (starting with /), or ask your tenant admin.'

type PageRow = { id: Id; path?: string | null; tenant?: unknown; sites?: unknown[] | null }

/** The page a `reference` target names, when it is a page of this tenant (else the save is refused). */
async function targetPage(req: PayloadRequest, id: Id, tenant: Id): Promise<PageRow> {
  const page = (await req.payload.findByID({
    collection: 'pages',
    id,
    depth: 0,
    select: { path: true, tenant: true, sites: true },
    disableErrors: true,
    req,
  })) as PageRow | null
  if (!page || String(tenantIdOf(page)) !== String(tenant)) refuse('to.reference', 'Choose a page of this tenant.')
  return page!
}

/**
 * A redirect is refused when it loops on one of its sites (alone or through the site's other
 * redirects), when its target is an address of another site of the platform or a page that one of
 * its sites does not show, when it names another tenant's site or page, when another redirect
 * already starts from the same path on the same site, or when an editor sends visitors off the site
 * (docs/features/security.md "Security": off-site targets need the tenant-admin role, so a phishing redirect takes
 * more than an editor's account). `to` is the plugin's group: a page, or a custom address.
 */
export const validateRedirect: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const tenant = tenantIdOf(data) ?? tenantIdOf(originalDoc)
  const from = String(data.from ?? originalDoc?.from ?? '').trim()
  const target: RedirectTo = { ...originalDoc?.to, ...data.to }
  const custom = target.type === 'custom'
  const url = String(target.url ?? '').trim()
  const page = referencedPage(target)
  // a malformed path or target is the fields' own validation message (it runs after this hook)
  if (tenant === undefined || fromPathProblem(from) || (custom ? toTargetProblem(url) : !page)) return data
  data.from = from
  if (custom) data.to = { ...target, url }
  const chosen: Id[] = (('sites' in data ? data.sites : originalDoc?.sites) ?? []).map((s: Id | { id: Id }) =>
    extractID(s),
  )

  const all = await platformSites(req)
  const mine = all.filter((s) => String(s.tenant) === String(tenant))
  if (chosen.some((id) => !mine.some((s) => String(s.id) === String(id))))
    refuse('sites', 'Choose sites of this tenant only.')
  const targets = chosen.length ? mine.filter((s) => chosen.some((id) => String(id) === String(s.id))) : mine

  let to = url
  if (!custom) {
    const row = await targetPage(req, page!.id, tenant)
    const shownOn = (row.sites ?? []).map((s) => String(extractID(s as Id | { id: Id })))
    const missing = shownOn.length ? targets.find((s) => !shownOn.includes(String(s.id))) : undefined
    if (missing)
      refuse('to.reference', `This page is not shown on ${missing.slug}. Limit the redirect to the page's sites.`)
    to = row.path || '/'
  } else if (isHttpsUrl(to)) {
    const host = normaliseHost(new URL(to).host)
    // a save without a staff user is the platform's own (the seed, an import)
    if (roleOf(req.user) && !isTenantAdminUser(req.user) && targets.some((s) => !s.hosts.has(host)))
      refuse('to.url', OFF_SITE_NEEDS_ADMIN)
    const onPlatform = all.some((s) => s.hosts.has(host))
    if (onPlatform && targets.some((s) => !s.hosts.has(host)))
      refuse(
        'to.url',
        `${host} is another site on this platform. A redirect stays on its own site, or leaves the platform.`,
      )
  }

  const others = await storedRedirects(
    req.payload,
    { and: [{ tenant: { equals: tenant } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])] },
    req,
  )
  const key = redirectKey(from)
  const clash = others.find((o) => {
    if (redirectKey(o.from) !== key) return false
    const theirs = o.sites.map(String)
    return (chosen.length === 0 && theirs.length === 0) || chosen.some((id) => theirs.includes(String(id)))
  })
  if (clash) refuse('from', `Another redirect already starts from ${key} on the same site.`)

  for (const site of targets) {
    const table = buildRedirectTables([site], applying(others))[site.slug] ?? {}
    const onSite = (address: string) => pathOnOwnSite(address, site.hosts, normaliseHost)
    const chain = redirectLoop(from, onSite(to), new Map(Object.entries(table).map(([k, v]) => [k, onSite(v.to)])))
    if (chain) refuse(custom ? 'to.url' : 'to.reference', `This redirect would loop: ${chain.join(' → ')}.`)
  }
  return data
}
