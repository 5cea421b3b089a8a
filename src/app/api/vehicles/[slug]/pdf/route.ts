import { NextResponse } from 'next/server'

import { cachedVehiclePdf, vehiclePdfKey } from '@/cache/vehicle-pdf-cache'
import { recordCarEvent } from '@/data/analytics/events'
import { revealForPrint } from '@/data/analytics/phone-reveals'
import { vehiclePdfInput } from '@/data/cars/print'
import { readMediaFile } from '@/data/content/media-files'
import { siteOriginOf } from '@/data/sites/request-origin'
import { ANALYTICS_EVENTS } from '@/domain/analytics/events'
import { carUrl } from '@/domain/links/car-path'
import { apiError } from '@/http/api-error'
import { limitRead } from '@/http/read-limits'
import { type SlugParams, withSiteCar } from '@/http/site-route'
import { renderVehiclePdf } from '@/integrations/pdf/vehicle-pdf'

/**
 * GET /api/vehicles/{slug}/pdf — the printout of a car of the request's site as an A4 PDF download
 * named {slug}.pdf (stock §4 "Print", §7 PDF fetch), recording analytics event 61 (stock §9) and,
 * on a site that masks numbers, a phone reveal with source 'pdf'. Limited per address, and kept per
 * car and version (src/cache/vehicle-pdf-cache.ts): a flood of downloads renders each version once.
 */
const pdfOfCar = withSiteCar(async (request, site, car) => {
  // A print is a reveal: logged, with its source, before the number is in the file (stock §4).
  const phoneRevealed = await revealForPrint(site, car, 'pdf')
  const origin = await siteOriginOf(request, site)
  let pdf: Uint8Array
  try {
    const printed = vehiclePdfInput(car, site, carUrl(origin, car.slug), { phoneRevealed })
    pdf = await cachedVehiclePdf(vehiclePdfKey(car, printed), () =>
      renderVehiclePdf(printed, { readImage: readMediaFile }),
    )
  } catch (err) {
    console.error(`pdf for ${car.slug} on ${site.slug} failed`, err)
    return apiError(500, 'pdf_failed', 'We could not prepare the PDF. Please try again.')
  }
  void recordCarEvent(ANALYTICS_EVENTS.print, site, car)
  return new NextResponse(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${car.slug}.pdf"`,
      'cache-control': 'private, no-store',
    },
  })
})

/** The address's budget is checked first: a refused download reads nothing. */
export const GET = async (request: Request, context: SlugParams) =>
  (await limitRead(request.headers, 'vehiclePdfPerIp')) ?? pdfOfCar(request, context)
