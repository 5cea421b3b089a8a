import { partnerGarageMetadata, partnerGarageRoute } from '@/components/account/garage/partner-garage-route'
import { orSiteNotFound } from '@/components/layout/not-found'

export const metadata = partnerGarageMetadata

/** /mybigboxcars (finance §2): My Garage on the one site whose garage_alias is 'mybigboxcars'. */
export default orSiteNotFound(partnerGarageRoute('mybigboxcars'))
