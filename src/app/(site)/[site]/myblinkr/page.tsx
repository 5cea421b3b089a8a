import { partnerGarageMetadata, partnerGarageRoute } from '@/components/account/garage/partner-garage-route'
import { orSiteNotFound } from '@/components/layout/not-found'

export const metadata = partnerGarageMetadata

/** /myblinkr (finance §2): My Garage on the one site whose garage_alias is 'myblinkr'. */
export default orSiteNotFound(partnerGarageRoute('myblinkr'))
