import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { SiteContext } from '@/data/sites/sites'

// spec: finance §6 "Gated for anonymous visitors: … finance … (depending on site settings)";
// "Anonymous visitors are redirected to sign-in with the target and a back path." Every route that
// shows the finance enquiry screen is rendered here by its own page module, with the data loaders
// stubbed and no session: on a site with gate_finance each redirects to sign-in, elsewhere none does.
const state = vi.hoisted(() => ({ site: null as unknown, cookieReads: 0 }))
vi.mock('@/data/sites/sites', () => ({ getSite: async () => state.site }))
vi.mock('@/data/cars/finance', () => ({ carForFinance: async () => null }))
vi.mock('@/data/customers/session', () => ({ customerFromCookie: async () => null }))
vi.mock('next/headers', () => ({
  cookies: async () => {
    state.cookieReads++
    return { get: () => undefined }
  },
}))
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`)
  },
}))
vi.mock('@/components/finance/enquiry/GetFinancePromo', () => ({ GetFinancePromo: () => null }))

const siteOf = (features: Record<string, unknown>) =>
  ({
    id: 1,
    slug: 'site',
    tenantId: 1,
    features: { finance_buttons: true, finance_enquiry_pages: true, equifax_finance: true, ...features },
    settings: {},
    dealerships: [{ id: 1, slug: 'dealer' }],
    primaryDealership: { id: 1, slug: 'dealer' },
  }) as unknown as SiteContext

type Route = (props: {
  params: Promise<{ site: string }>
  searchParams: Promise<Record<string, string>>
}) => Promise<unknown>
const routes: [string, () => Promise<{ default: unknown }>][] = [
  ['/finance', () => import('@/app/(site)/[site]/finance/page')],
  ['/personalised/finance', () => import('@/app/(site)/[site]/personalised/finance/page')],
  ['/finance-enquiry', () => import('@/app/(site)/[site]/finance-enquiry/page')],
  ['/apply-for-finance', () => import('@/app/(site)/[site]/apply-for-finance/page')],
  ['/finance-pre-approval', () => import('@/app/(site)/[site]/finance-pre-approval/page')],
]
const visit = async (load: () => Promise<{ default: unknown }>) =>
  ((await load()).default as Route)({
    params: Promise.resolve({ site: 'site' }),
    searchParams: Promise.resolve({ car_id: 'a-car' }),
  })

beforeEach(() => {
  state.cookieReads = 0
})

describe('the finance enquiry screen is gated wherever it answers (finance §6, gate_finance)', () => {
  it.each(routes)('%s: an anonymous visit redirects to sign-in with type=finance', async (path, load) => {
    state.site = siteOf({ gate_finance: true })
    const redirect = new URLSearchParams({ type: 'finance', redirect: `${path}?car_id=a-car`, back: '/' })
    await expect(visit(load)).rejects.toThrow(`redirect:/sign-in?${redirect.toString()}`)
  })

  it.each(routes)('%s: open with gate_finance off, and the cookie is not read', async (_path, load) => {
    state.site = siteOf({ gate_finance: false })
    await expect(visit(load)).resolves.toBeTruthy()
    expect(state.cookieReads).toBe(0)
  })
})
