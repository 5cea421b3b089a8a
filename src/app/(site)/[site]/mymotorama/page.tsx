import { partnerGarageMetadata, partnerGarageRoute } from '@/components/account/garage/partner-garage-route'
import { orSiteNotFound } from '@/components/layout/not-found'

export const metadata = partnerGarageMetadata

/** /mymotorama (finance §2): My Garage on the one site whose garage_alias is 'mymotorama'. */
export default orSiteNotFound(partnerGarageRoute('mymotorama'))
