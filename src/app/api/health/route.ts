import { NextResponse } from 'next/server'

/**
 * GET /api/health: the process is alive and answering (docs/deploy.md "Operations"). Touches nothing else,
 * so it stays quick while the database is slow; GET /api/ready says whether to send traffic. On
 * every host, never cached, never rate-limited.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return NextResponse.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
