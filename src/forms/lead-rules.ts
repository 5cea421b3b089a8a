import type { LeadKind } from '@/domain/leads/kinds'

import type { LeadSchemaOptions } from './lead-schema'

// No zod here: lead forms read this while the page loads; the schema comes later (src/forms/resolvers.ts).
/** spec: finance §5 "Comments message is required unless a site flag relaxes it … Request Photos: message optional. Test drive: the date-time booking and message are optional." The trade-in contact form has no message (finance §2) and accepting an offer needs none. */
export const isMessageRequired = ({ kind, messageOptional }: Pick<LeadSchemaOptions, 'kind' | 'messageOptional'>) =>
  !messageOptional &&
  !(['request_photos', 'test_drive', 'reserve', 'trade_in', 'offer_accepted'] as LeadKind[]).includes(kind)
