import { NextResponse } from 'next/server'

import { instanceReadiness } from './instance'

/**
 * GET /api/ready: whether this instance can take traffic (docs/deploy.md "Operations"): 200 while every
 * required part answers, else 503; each part with its state and milliseconds. On every host, never
 * cached, never rate-limited. The answer names no host or error: those go to the log.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const readiness = await instanceReadiness()
  return NextResponse.json(readiness, {
    status: readiness.status === 'ready' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  })
}
