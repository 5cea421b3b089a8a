/**
 * Every rate limit of the public writes, in one place (ARCHITECTURE "Every public write is
 * rate-limited"). A policy allows `points` requests per `durationS` seconds for one key: a client
 * address (perIp) or a site (perSite). Per-IP limits stop one client; per-site limits cap what many
 * clients (or a forged address) can pour into one dealer's data. Tune one with an environment
 * variable named after it: RATE_LIMIT_LEAD_PER_IP=20/600 (points/seconds).
 */
export type RatePolicy = { points: number; durationS: number; why: string }

export const RATE_POLICIES = {
  leadPerIp: {
    points: 10,
    durationS: 600,
    why: 'A shopper sends one to three enquiries a visit; a household behind one address a few more.',
  },
  leadPerSite: {
    points: 300,
    durationS: 600,
    why: "Far above the busiest dealer's day in ten minutes; stops a botnet filling a dealer's inbox.",
  },
  revealPerIp: {
    points: 30,
    durationS: 600,
    why: 'One reveal per car a shopper is serious about; thirty cars in ten minutes is already a lot.',
  },
  revealPerSite: { points: 1200, durationS: 600, why: 'Bounds the reveal log a flood can write for one site.' },
  analyticsPerIp: {
    points: 60,
    durationS: 600,
    why: 'Beacons fire once per widget and car; sixty in ten minutes is a busy browsing session.',
  },
  analyticsPerSite: { points: 6000, durationS: 600, why: 'Bounds the analytics rows a flood can write for one site.' },
  viewPerIp: {
    points: 120,
    durationS: 600,
    why: 'Every vehicle page sends one view call; 120 pages in ten minutes is more than a person reads.',
  },
  viewPerSite: { points: 6000, durationS: 600, why: 'Bounds the view-counter writes a flood can cause for one site.' },
  searchEventPerIp: {
    points: 120,
    durationS: 600,
    why: 'The results page beacon sends one search-view event per page shown; 120 in ten minutes is more than a person reads.',
  },
  searchEventPerSite: {
    points: 12000,
    durationS: 600,
    why: 'Bounds the events a crawler swarm can write for one site.',
  },
  valuationPerIp: {
    points: 20,
    durationS: 600,
    why: 'A shopper values one or two cars, correcting the year or km a few times.',
  },
  valuationPerSite: {
    points: 2000,
    durationS: 600,
    why: "Bounds the stock queries a flood can cause on one dealer's site.",
  },
  regoLookupPerIp: {
    points: 10,
    durationS: 600,
    why: 'A shopper looks up one or two plates, correcting a typo or the state a few times; each lookup may cost a provider call.',
  },
  regoLookupPerSite: {
    points: 1000,
    durationS: 600,
    why: "Bounds the provider calls a flood can cause on one dealer's site.",
  },
  forgotPasswordPerIp: {
    points: 5,
    durationS: 3600,
    why: 'Each request sends an e-mail; five an hour is plenty for a forgetful person.',
  },
  accountTokenPerIp: {
    points: 20,
    durationS: 3600,
    why: 'reset-password, verify, unlock and first-register take a token or create an account; nobody needs twenty an hour, a token guesser needs millions.',
  },
  stockImportPerUser: {
    points: 60,
    durationS: 3600,
    why: 'A stock import reads a whole feed; staff run a dry run and an import, a few times an hour at most.',
  },
  bulkEditPerUser: {
    points: 300,
    durationS: 3600,
    why: 'Each bulk change saves up to 500 cars; a person applies a few dozen an hour.',
  },
  staffExportPerUser: {
    points: 60,
    durationS: 3600,
    why: 'An export reads up to 50,000 rows; a person downloads a few an hour.',
  },
  staffInvitePerUser: {
    points: 30,
    durationS: 3600,
    why: 'Each invitation creates an account and sends an e-mail; a manager onboards a handful of staff at a time.',
  },
  codeSendPerIp: {
    points: 10,
    durationS: 3600,
    why: 'Each send is a paid text message; a shopper needs one or two codes, a household a few more.',
  },
  codeSendPerPhone: {
    points: 5,
    durationS: 3600,
    why: 'Stops anyone flooding one mobile with codes from many addresses; five resends an hour is generous.',
  },
  codeSendPerSite: {
    points: 1000,
    durationS: 3600,
    why: "A site's normal rate of texts in an hour; past it every send needs a solved challenge.",
  },
  codeSendChallengePerIp: {
    points: 3,
    durationS: 3600,
    why: 'A shopper asks for a code or two; past three sends an hour from one address each needs a solved challenge.',
  },
  codeSendPerSiteDaily: {
    points: 3000,
    durationS: 86_400,
    why: "The most a dealer's text-message account may be spent in a day; past it sends stop and the platform's staff are alerted.",
  },
  codeCheckPerIp: {
    points: 30,
    durationS: 600,
    why: 'A code dies after 5 wrong tries anyway; this bounds guessing across many numbers from one client.',
  },
  codeCheckPerSite: { points: 3000, durationS: 600, why: 'Bounds the code checks a flood can cause on one site.' },
  contactLookupPerIp: {
    points: 20,
    durationS: 600,
    why: 'A form asks once or twice per visit; more is someone testing which numbers are customers.',
  },
  quotePerIp: {
    points: 120,
    durationS: 600,
    why: 'The instant quote recalculates after each pause in typing; a shopper trying terms and prices makes dozens.',
  },
  quotePerSite: { points: 12000, durationS: 600, why: 'Bounds the lender calls a flood can cause for one site.' },
  contactLookupPerSite: { points: 2000, durationS: 600, why: 'Bounds the lookups a flood can cause on one site.' },
  contactLookupPerPhone: {
    points: 5,
    durationS: 3600,
    why: "A shopper's form asks about their own number once or twice; more, from any address, is someone testing whether that number is a dealer's lead.",
  },
  accountPerIp: {
    points: 30,
    durationS: 600,
    why: 'Sign-in, first-time details and sign-out of shoppers: a person needs a handful; more is someone probing accounts.',
  },
  accountPerSite: { points: 3000, durationS: 600, why: 'Bounds the account calls a flood can cause on one site.' },
  watchlistPerIp: {
    points: 60,
    durationS: 600,
    why: 'A shopper saves or removes a few cars a visit; sixty in ten minutes is far above a person.',
  },
  watchlistPerSite: { points: 6000, durationS: 600, why: 'Bounds the watchlist writes a flood can cause on one site.' },
  reservePerIp: {
    points: 10,
    durationS: 600,
    why: 'Each reservation opens a payment page and holds a car; a shopper reserves one car, retrying a few times.',
  },
  reservePerSite: { points: 500, durationS: 600, why: "Bounds the holds a flood can place on one dealer's stock." },
  paymentWebhookPerIp: {
    points: 300,
    durationS: 600,
    why: "Stripe sends one event per payment and retries; far above a dealer's reservations in ten minutes.",
  },
  paymentWebhookPerSite: {
    points: 1000,
    durationS: 600,
    why: 'Bounds the signature checks a flood can cause on one site.',
  },
  watchlistStatePerIp: {
    points: 300,
    durationS: 600,
    why: 'Every results and vehicle page asks once which cars are saved; a shopper browsing fast loads a page every few seconds.',
  },
  watchlistStatePerSite: {
    points: 30000,
    durationS: 600,
    why: 'Bounds the watchlist reads a flood can cause on one site.',
  },
  savedSearchPerIp: {
    points: 30,
    durationS: 600,
    why: 'A shopper saves, deletes or unsubscribes from a few searches a visit; thirty in ten minutes is far above a person.',
  },
  savedSearchPerSite: {
    points: 3000,
    durationS: 600,
    why: 'Bounds the saved-search writes a flood can cause on one site.',
  },
  spinPerIp: {
    points: 10,
    durationS: 600,
    why: 'Spin to Win: one spin per account per campaign, so a person spins once and retries a few times at most.',
  },
  spinPerSite: { points: 1000, durationS: 600, why: 'Bounds the spins (each a lead) a flood can cause on one site.' },
  deliveryPerIp: {
    points: 120,
    durationS: 600,
    why: 'The delivery calculator asks once per postcode tried; it may call a paid maps geocoding API for the distance.',
  },
  deliveryPerSite: {
    points: 12000,
    durationS: 600,
    why: 'Bounds the geocoding calls a flood of delivery estimates can cause for one site.',
  },
  pageRenderPerIp: {
    points: 120,
    durationS: 60,
    why: 'A page the shared cache cannot answer (a signed-in shopper, a compare list, a miss) is rendered; a signed-in shopper clicking quickly opens one every second or two, a flood of cache-busting addresses thousands.',
  },
  vehiclePdfPerIp: {
    points: 20,
    durationS: 600,
    why: 'A shopper downloads the PDF of the few cars they are serious about; each download also logs a phone reveal.',
  },
  seoFilePerIp: {
    points: 60,
    durationS: 600,
    why: 'Crawlers and feed fetchers read sitemaps and feeds a few times a day; a first build reads a whole site.',
  },
} satisfies Record<string, RatePolicy>

export type RatePolicyName = keyof typeof RATE_POLICIES

/** RATE_LIMIT_LEAD_PER_IP for leadPerIp. */
export const policyEnvName = (name: string) => `RATE_LIMIT_${name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}`

/** The policy with its environment override applied; a malformed override is refused loudly. */
export function resolvePolicy(name: RatePolicyName, env: Record<string, string | undefined> = process.env): RatePolicy {
  const base = RATE_POLICIES[name]
  const raw = env[policyEnvName(name)]
  if (!raw) return base
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw)
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`${policyEnvName(name)}="${raw}": expected points/seconds, e.g. 20/600`)
  }
  return { ...base, points: Number(match[1]), durationS: Number(match[2]) }
}

/** A view is counted once per visitor (address + user agent) and car per day (stock §7 view.json). */
export const VIEW_ONCE_PER_S = 24 * 60 * 60
