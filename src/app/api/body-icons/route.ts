import { bodyIconSprite } from '@/components/vehicle/body-icon-sprite'

// The same drawings for every site and request: rendered once, at build time.
export const dynamic = 'force-static'

/** GET /api/body-icons — the body-type drawings as one SVG sprite (src/components/vehicle/BodyIcon). */
export function GET() {
  return new Response(bodyIconSprite(), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  })
}
