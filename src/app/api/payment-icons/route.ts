import { paymentIconSprite } from '@/components/layout/payment-marks'

// The same marks for every site and request: rendered once, at build time.
export const dynamic = 'force-static'

/** GET /api/payment-icons — the payment-method marks as one SVG sprite (src/components/layout/PaymentMethods). */
export function GET() {
  return new Response(paymentIconSprite(), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  })
}
