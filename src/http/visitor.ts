import { createHash } from 'node:crypto'

import { dateTimeFormat } from '@/domain/text/intl'

import { clientIp } from './client-ip'

/**
 * A visitor for "once per visitor per day" counts: a hash of the client address and user agent.
 * No cookie, so the call stays anonymous and cacheable pages stay shared; two people behind one
 * address with the same browser count once, which errs towards honest (lower) view counts.
 */
export function visitorId(headers: Headers): string {
  return createHash('sha256')
    .update(`${clientIp(headers).ip}\n${headers.get('user-agent') ?? ''}`)
    .digest('base64url')
    .slice(0, 22)
}

/** The calendar day in Sydney (the dealers' day), e.g. 2026-11-23: views reset at local midnight. */
export const dealerDay = (now = new Date()) => dateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(now)
