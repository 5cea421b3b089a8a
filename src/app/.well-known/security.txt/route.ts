import { SecurityContact, securityTxt } from '@/domain/seo/security-txt'
import { absoluteUrl } from '@/domain/seo/sitemap'

import { notFound, textResponse, withSiteOrigin } from '../../_seo/respond'

/**
 * GET /.well-known/security.txt: where to report a vulnerability (RFC 9116), on every site's own
 * domain. The contact comes from SECURITY_CONTACT; when it is unset or not a mailto:/https: URI the
 * file does not exist, so a researcher never writes to an address nobody reads.
 */
export const GET = (request: Request) =>
  withSiteOrigin(request, async (_site, origin) => {
    const contact = SecurityContact.safeParse(process.env.SECURITY_CONTACT ?? '')
    if (!contact.success) return notFound()
    const canonical = absoluteUrl(origin, '/.well-known/security.txt')
    return textResponse(securityTxt({ contact: contact.data, canonical, now: new Date() }), 'text/plain; charset=utf-8')
  })
