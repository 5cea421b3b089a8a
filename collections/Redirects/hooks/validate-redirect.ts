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
  type RedirectStatus,
  type SiteOfTenant,
  toTargetProblem,
} from '@/domain/content/redirects'
import type { Id } from '@/domain/ids'
import { isHttpsUrl } from '@/domain/links/urls'
import { normaliseHost } from '@tenants/resolve-host'

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

/**
 * A redirect is refused when it loops on one of its sites (alone or through the site's other
 * redirects), when its target is an address of another site of the platform, when it names
 * another tenant's site, when another redirect already starts from the same path on the same site,
 * or when an editor sends visitors off the site (README "Security": off-site targets need the
 * tenant-admin role, so a phishing redirect takes more than an editor's account).
 */
export const validateRedirect: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const tenant = tenantIdOf(data) ?? tenantIdOf(originalDoc)
  const from = String(data.from ?? originalDoc?.from ?? '').trim()
  const to = String(data.to ?? originalDoc?.to ?? '').trim()
  // a malformed path or target is the fields' own validation message (it runs after this hook)
  if (tenant === undefined || fromPathProblem(from) || toTargetProblem(to)) return data
  data.from = from
  data.to = to
  const chosen: Id[] = (('sites' in data ? data.sites : originalDoc?.sites) ?? []).map((s: Id | { id: Id }) =>
    extractID(s),
  )

  const all = await platformSites(req)
  const mine = all.filter((s) => String(s.tenant) === String(tenant))
  if (chosen.some((id) => !mine.some((s) => String(s.id) === String(id))))
    refuse('sites', 'Choose sites of this tenant only.')
  const targets = chosen.length ? mine.filter((s) => chosen.some((id) => String(id) === String(s.id))) : mine

  if (isHttpsUrl(to)) {
    const host = normaliseHost(new URL(to).host)
    // a save without a staff user is the platform's own (the seed, an import)
    if (roleOf(req.user) && !isTenantAdminUser(req.user) && targets.some((s) => !s.hosts.has(host)))
      refuse('to', OFF_SITE_NEEDS_ADMIN)
    const onPlatform = all.some((s) => s.hosts.has(host))
    if (onPlatform && targets.some((s) => !s.hosts.has(host)))
      refuse(
        'to',
        `${host} is another site on this platform. A redirect stays on its own site, or leaves the platform.`,
      )
  }

  const { docs: others } = await req.payload.find({
    collection: 'redirects',
    where: {
      and: [{ tenant: { equals: tenant } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])],
    },
    pagination: false,
    depth: 0,
    select: { from: true, to: true, status: true, sites: true },
    req,
  })
  const key = redirectKey(from)
  const clash = others.find((o) => {
    if (redirectKey(o.from) !== key) return false
    const theirs = (o.sites ?? []).map((s) => String(extractID(s)))
    return (chosen.length === 0 && theirs.length === 0) || chosen.some((id) => theirs.includes(String(id)))
  })
  if (clash) refuse('from', `Another redirect already starts from ${key} on the same site.`)

  const stored = others.map((o) => ({
    from: o.from,
    to: o.to,
    status: Number(o.status) as RedirectStatus,
    tenant,
    sites: (o.sites ?? []).map((s) => extractID(s)),
  }))
  for (const site of targets) {
    const table = buildRedirectTables([site], stored)[site.slug] ?? {}
    const onSite = (target: string) => pathOnOwnSite(target, site.hosts, normaliseHost)
    const chain = redirectLoop(from, onSite(to), new Map(Object.entries(table).map(([k, v]) => [k, onSite(v.to)])))
    if (chain) refuse('to', `This redirect would loop: ${chain.join(' → ')}.`)
  }
  return data
}
