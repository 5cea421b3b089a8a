import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/db/secret'
import { ANALYTICS_EVENTS } from '@/domain/analytics/events'
import { smsSender } from '@/domain/platform-settings'
import {
  type AttemptVerdict,
  CODE_TTL_MS,
  isCodePhone,
  isCodeShape,
  judgeAttempt,
  makeCode,
  normalisePhone,
  VERIFICATION_MESSAGES,
  type VerificationPurpose,
  type VerificationType,
  VERIFIED_PROOF_TTL_MS,
} from '@/domain/verification'
import { SmsError, type SmsGateway, smsGatewayFor } from '@/integrations/sms'
import { siteFeature, type StoredFeatures } from '@tenants/flags'

import { recordSiteEvent } from '../analytics/events'
import { payloadClient } from '../runtime/payload'
import type { SiteContext } from '../sites/sites'
import { type CodeStore, codeStore } from './verification-store'

/**
 * The phone-code check (finance §4 "Code sending", §7, §8), shared by the finance enquiry and the
 * shopper sign-in:
 *   sendCode({ site, phone, purpose })  → a 6-digit code by text message, stored only as a keyed hash
 *   checkCode({ site, phone, code })    → verified (with a proof for the next call) or why not
 *   isVerified({ site, phone, proof })  → whether a later call may trust that this phone was verified
 * A code belongs to one site and one phone: the same number on another site (another tenant) is
 * another code. Rate limits are the caller's (src/http/verification-limits.ts).
 */
export type VerificationSite = Pick<SiteContext, 'id' | 'slug' | 'tenantId'> & {
  primaryDealership?: { slug: string } | null
  /** The site's merged settings (src/data/sites/sites.ts): the SMS sender name, the site's own or the platform's. */
  settings?: { sms_sender_name?: string | null } | null
  /** The site's feature switches: `sms_landlines` lets landlines have codes too. */
  features?: StoredFeatures
}

const isSitesCodePhone = (site: VerificationSite, phone: string) =>
  isCodePhone(phone, siteFeature(site, 'sms_landlines'))

type Deps = { store?: CodeStore; sms?: SmsGateway; now?: () => number }

/** The key of the hashes and proofs: derived from VERIFICATION_SECRET, else PAYLOAD_SECRET. */
const hmacKey = () =>
  createHmac('sha256', process.env.VERIFICATION_SECRET || payloadSecret())
    .update('forecourt phone verification')
    .digest()
const keyed = (text: string) => createHmac('sha256', hmacKey()).update(text).digest('base64url')

const storeKey = (site: VerificationSite, phone: string) => `${site.id}:${phone}`
const codeHash = (site: VerificationSite, phone: string, code: string) => keyed(`code:${site.id}:${phone}:${code}`)

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** The verification record (finance §3, §7 "Insert into table 'verifications'"); a failed write is only logged. */
async function recordVerification(
  site: VerificationSite,
  type: VerificationType,
  extra: { purpose: VerificationPurpose; dealershipSlug?: string | null; userId?: string | null },
) {
  try {
    const payload = await payloadClient()
    await payload.create({
      collection: 'verifications',
      overrideAccess: true,
      data: {
        tenant: site.tenantId as number,
        website_slug: site.slug,
        dealership_slug: extra.dealershipSlug ?? site.primaryDealership?.slug ?? null,
        user_id: extra.userId ?? null,
        verification_type: type,
        purpose: extra.purpose,
      },
      context: { disableRevalidate: true },
    })
  } catch (err) {
    console.error(`verification record (${type}) for site ${site.slug} was not written`, err)
  }
  void recordSiteEvent({
    eventId: type === 'sms sent' ? ANALYTICS_EVENTS.codeSent : ANALYTICS_EVENTS.codeVerified,
    site: { id: site.id, tenantId: site.tenantId },
    data: { purpose: extra.purpose },
  })
}

export type SendResult =
  { ok: true; expiresAt: number } | { ok: false; reason: 'invalid_phone' | 'send_failed'; message: string }

export async function sendCode(
  input: {
    site: VerificationSite
    phone: string
    purpose: VerificationPurpose
    dealershipSlug?: string | null
    userId?: string | null
  },
  deps: Deps = {},
): Promise<SendResult> {
  const { site, purpose } = input
  if (!isSitesCodePhone(site, input.phone))
    return { ok: false, reason: 'invalid_phone', message: VERIFICATION_MESSAGES.invalidPhone }
  const phone = normalisePhone(input.phone)
  const now = (deps.now ?? Date.now)()
  const code = makeCode(randomInt)
  const expiresAt = now + CODE_TTL_MS
  const store = deps.store ?? codeStore()
  await store.put(storeKey(site, phone), { hash: codeHash(site, phone, code), expiresAt })
  const text = `${code} is your verification code for ${purpose === 'sign-in' ? 'signing in' : 'your finance enquiry'}. It expires in 10 minutes.`
  try {
    await (deps.sms ?? smsGatewayFor()).send({
      to: phone,
      text,
      sender: smsSender(site.settings),
      meta: { site: site.slug, code },
    })
  } catch (err) {
    await store.remove(storeKey(site, phone)).catch(() => undefined)
    if (!(err instanceof SmsError)) throw err
    console.error(`verification code for site ${site.slug} not sent: ${err.message}`)
    return { ok: false, reason: 'send_failed', message: VERIFICATION_MESSAGES.sendFailed }
  }
  await recordVerification(site, 'sms sent', input)
  return { ok: true, expiresAt }
}

export type CheckResult =
  | { ok: true; phone: string; proof: string }
  | { ok: false; reason: Exclude<AttemptVerdict, 'verified'> | 'invalid_input'; message: string }

export async function checkCode(
  input: {
    site: VerificationSite
    phone: string
    code: string
    purpose?: VerificationPurpose
    dealershipSlug?: string | null
    userId?: string | null
  },
  deps: Deps = {},
): Promise<CheckResult> {
  const { site } = input
  const code = input.code.trim()
  if (!isSitesCodePhone(site, input.phone) || !isCodeShape(code))
    return { ok: false, reason: 'invalid_input', message: VERIFICATION_MESSAGES.invalidCode }
  const phone = normalisePhone(input.phone)
  const now = (deps.now ?? Date.now)()
  const store = deps.store ?? codeStore()
  const stored = await store.attempt(storeKey(site, phone))
  const verdict = judgeAttempt({
    exists: stored.exists,
    attempt: stored.exists ? stored.attempt : 0,
    expiresAt: stored.exists ? stored.expiresAt : 0,
    now,
    matches: stored.exists && sameText(stored.hash, codeHash(site, phone, code)),
  })
  if (verdict !== 'verified') {
    if (verdict === 'expired' || verdict === 'exhausted') await store.remove(storeKey(site, phone))
    return { ok: false, reason: verdict, message: VERIFICATION_MESSAGES.invalidCode }
  }
  await store.remove(storeKey(site, phone)) // a code verifies once
  await recordVerification(site, 'verify completed', { ...input, purpose: input.purpose ?? 'finance' })
  return { ok: true, phone, proof: makeProof(site, phone, now + VERIFIED_PROOF_TTL_MS) }
}

/** `{expiry}.{mac}`: proof that this phone passed checkCode on this site, good until expiry. */
const makeProof = (site: VerificationSite, phone: string, until: number) =>
  `${until}.${keyed(`proof:${site.id}:${phone}:${until}`)}`

/** Whether `proof` (from checkCode) says this phone was verified on this site, and is still fresh. */
export function isVerified(
  input: { site: VerificationSite; phone: string; proof: string | null | undefined },
  now = Date.now(),
): boolean {
  const [untilText, mac] = (input.proof ?? '').split('.')
  const until = Number(untilText)
  if (!mac || !Number.isSafeInteger(until) || until <= now) return false
  return sameText(mac, keyed(`proof:${input.site.id}:${normalisePhone(input.phone)}:${until}`))
}
