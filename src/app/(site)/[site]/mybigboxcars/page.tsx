import { partnerGarageMetadata, partnerGarageRoute } from '@/components/account/garage/partner-garage-route'

export const metadata = partnerGarageMetadata

/** /mybigboxcars (finance §2): My Garage on the one site whose garage_alias is 'mybigboxcars'. */
export default partnerGarageRoute('mybigboxcars')
