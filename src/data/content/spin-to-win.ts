import type { PayloadRequest } from 'payload'

import type { Id } from '@/domain/ids'
import { LEAD_EVENT_IDS } from '@/domain/leads/event-id'
import { LEAD_SOURCE } from '@/domain/leads/extras'
import {
  campaignIsOpen,
  drawPrize,
  type Prize,
  prizeOdds,
  SPIN_LEAD_CATEGORY,
  spinKey,
} from '@/domain/promo/spin-to-win'
import type { SpinCampaign } from '@/payload-types'

import type { SignedInCustomer } from '../customers/session'
import { type IdempotencyClaim, intakeLead, type LeadDraft, leadIntake } from '../leads/intake'
import { payloadClient } from '../runtime/payload'
import { isForSite } from '../sites/pick-for-site'
import type { SiteContext } from '../sites/sites'

/**
 * Spin to Win (docs/features/accounts.md "Shopper accounts and gating"; collections/SpinCampaigns, collections/Spins).
 * Every read is scoped by the site's tenant and the site (the local API runs with overrideAccess,
 * so the walls are ours).
 */

type SpinSite = Pick<SiteContext, 'id' | 'tenantId'> & { dealerships: { id: Id }[] }

export type CampaignView = {
  id: Id
  name: string
  terms: string | null
  ends_at: string | null
  prizes: { label: string; no_prize: boolean; odds: number }[]
}

export type SpinView = { prize: string; won: boolean }

function toView(c: SpinCampaign): CampaignView {
  const prizes = (c.prizes ?? []).map((p) => ({ label: p.label, weight: p.weight, no_prize: p.no_prize }))
  const odds = prizeOdds(prizes)
  return {
    id: c.id,
    name: c.name,
    terms: c.terms ?? null,
    ends_at: c.ends_at ?? null,
    prizes: prizes.map((p, i) => ({ label: p.label, no_prize: Boolean(p.no_prize), odds: odds[i] ?? 0 })),
  }
}

/** The campaign a site's /spin-to-win shows: the newest running one for this site, in its window. */
async function openCampaignDoc(site: SpinSite, now: Date): Promise<SpinCampaign | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'spin-campaigns',
    where: { and: [{ tenant: { equals: site.tenantId } }, { active: { equals: true } }] },
    sort: '-createdAt',
    depth: 0,
    limit: 20,
    overrideAccess: true,
  })
  return docs.find((c) => isForSite(c, site.id) && campaignIsOpen(c, now)) ?? null
}

export async function loadSpinCampaign(site: SpinSite, now = new Date()): Promise<CampaignView | null> {
  const doc = await openCampaignDoc(site, now)
  return doc ? toView(doc) : null
}

/** The shopper's spin of this campaign, if any (reads only). */
export async function spinOf(site: SpinSite, campaignId: Id, customerId: Id): Promise<SpinView | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'spins',
    where: { and: [{ tenant: { equals: site.tenantId } }, { spin_key: { equals: spinKey(campaignId, customerId) } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ? { prize: docs[0].prize, won: Boolean(docs[0].won) } : null
}

/**
 * Writes the spin's lead. Where no transaction rolls the spin back with it (SQLite through Payload:
 * src/data/leads/intake.ts), a lead that could not be written takes its spin row with it, so the
 * shopper is told to try again and may, rather than holding a spin whose result no dealer will ever see.
 */
async function storeSpinLead<T>(
  req: PayloadRequest,
  { rollsBack }: { rollsBack: boolean },
  spinId: Id,
  writeLead: () => Promise<T>,
): Promise<T> {
  try {
    return await writeLead()
  } catch (err) {
    if (!rollsBack) {
      const payload = await payloadClient()
      await payload
        .delete({ collection: 'spins', id: spinId, req, overrideAccess: true })
        .catch((undo: unknown) => console.error(`spin ${spinId} kept without its lead`, undo))
    }
    throw err
  }
}

export type SpinResult =
  | { ok: true; prize: string; won: boolean; lead_id: Id }
  | { ok: false; reason: 'closed' }
  | { ok: false; reason: 'already'; spin: SpinView | null }
  | { ok: false; reason: 'key_reused' }

/** The spin's lead, as the intake stores it. */
const spinDraft = (
  site: SpinSite,
  customer: Pick<SignedInCustomer, 'phone'> & Partial<Pick<SignedInCustomer, 'name' | 'last_name' | 'email'>>,
  campaign: SpinCampaign,
  prize: Prize,
  won: boolean,
): LeadDraft => ({
  type: 'contact',
  dealership: site.dealerships.length === 1 ? (site.dealerships[0]?.id ?? null) : null,
  event_id: LEAD_EVENT_IDS.generalEnquiry,
  category: SPIN_LEAD_CATEGORY,
  subcategory: prize.label,
  source: LEAD_SOURCE,
  contact: {
    name: customer.name ?? '',
    last_name: customer.last_name ?? null,
    email: customer.email ?? '',
    phone: customer.phone,
    opt_in: false,
  },
  message: won
    ? `Spin to Win (${campaign.name}): won ${prize.label}.`
    : `Spin to Win (${campaign.name}): no prize this time (${prize.label}).`,
  payload: {
    category: SPIN_LEAD_CATEGORY,
    subcategory: prize.label,
    spin_to_win: { campaign: campaign.name, prize: prize.label, won },
  },
})

export type SpinOptions = { random?: () => number; now?: Date; idempotency?: IdempotencyClaim }

/**
 * One spin of the site's open campaign for the signed-in shopper: draws the prize (the random source
 * is injectable for tests), stores the spin (its unique key refuses a second) and the lead with its
 * delivery job through the intake, in one transaction where the database has them. A retry under the
 * same Idempotency-Key is answered the first try's spin.
 */
export async function spinTheWheel(
  site: SpinSite,
  customer: Pick<SignedInCustomer, 'id' | 'phone'> & Partial<Pick<SignedInCustomer, 'name' | 'last_name' | 'email'>>,
  campaignId: Id,
  { random = Math.random, now = new Date(), idempotency }: SpinOptions = {},
): Promise<SpinResult> {
  const campaign = await openCampaignDoc(site, now)
  if (!campaign || String(campaign.id) !== String(campaignId)) return { ok: false, reason: 'closed' }
  const earlier = await spinOf(site, campaign.id, customer.id)
  if (earlier) {
    const retry = idempotency ? await leadIntake(site, idempotency).replay() : null
    if (retry && !retry.ok) return { ok: false, reason: 'key_reused' }
    if (retry) return { ok: true, prize: earlier.prize, won: earlier.won, lead_id: retry.id }
    return { ok: false, reason: 'already', spin: earlier }
  }
  const prizes: Prize[] = (campaign.prizes ?? []).map((p) => ({
    label: p.label,
    weight: p.weight,
    no_prize: p.no_prize,
  }))
  const index = drawPrize(prizes, random)
  if (index === null) return { ok: false, reason: 'closed' }
  const prize = prizes[index]
  if (!prize) throw new Error(`spin to win: drew prize ${index} of ${prizes.length}`)
  const won = !prize.no_prize
  try {
    const lead = await intakeLead(site, spinDraft(site, customer, campaign, prize, won), {
      idempotency,
      together: async (storeLead, req, tx) => {
        const payload = await payloadClient()
        // The spin first: its unique key is what refuses a second spin, before any lead is written.
        const spin = await payload.create({
          collection: 'spins',
          req,
          overrideAccess: true,
          data: {
            tenant: site.tenantId as number,
            spin_key: spinKey(campaign.id, customer.id),
            campaign: campaign.id,
            customer: customer.id as number,
            site: site.id as number,
            prize: prize.label,
            won,
          },
        })
        const created = await storeSpinLead(req, tx, spin.id, storeLead)
        await payload.update({
          collection: 'spins',
          id: spin.id,
          req,
          overrideAccess: true,
          data: { lead: created.id as number },
        })
        return created
      },
    })
    if (!lead.ok) return { ok: false, reason: 'key_reused' }
    // A racing retry under the same key: the first try's spin is the answer.
    const spin = lead.replayed ? await spinOf(site, campaign.id, customer.id) : null
    return spin
      ? { ok: true, prize: spin.prize, won: spin.won, lead_id: lead.id }
      : { ok: true, prize: prize.label, won, lead_id: lead.id }
  } catch (err) {
    // Two spins raced: the unique key refused the second.
    const raced = await spinOf(site, campaign.id, customer.id)
    if (raced) return { ok: false, reason: 'already', spin: raced }
    throw err
  }
}
