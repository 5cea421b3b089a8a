/**
 * The proof-of-work challenge shared by the server (src/http/challenge.ts) and the browser
 * (src/http/client.ts). docs/features/security.md "Security": a shopper's browser solves one only when
 * the dealer's site is past its normal rate of requests, and without the shopper doing anything.
 */

/** The request header that carries `{challenge, solution}` as base64url JSON. */
export const CHALLENGE_HEADER = 'x-forecourt-challenge'

/** The error code of a 429 that asks for a solved challenge; the answer's `challenge` holds one. */
export const CHALLENGE_REQUIRED = 'challenge_required'

/**
 * Hashes a browser makes to solve one (SHA-256, a counter picked between these): about 0.1-0.5 s on a
 * phone with Web Crypto, so a shopper does not notice, while each of a script's writes costs work.
 */
export const CHALLENGE_WORK = { min: 2_000, max: 10_000 }

/** A challenge is good for ten minutes: a shopper may fill in a long form after it is issued. */
export const CHALLENGE_TTL_S = 600

/** What a shopper reads if their browser cannot run the check (no Web Crypto, scripts blocked). */
export const CHALLENGE_MESSAGES = {
  required:
    'This website is receiving an unusual number of requests. Your browser needs to complete a quick automatic check; please try again.',
  receivedUnchecked:
    'Thanks, we have received your enquiry. The dealership will check it before they reply, which may take a little longer than usual.',
}
