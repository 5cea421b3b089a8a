import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'

import { ContactBlock } from '@/components/forms/ContactBlock'
import type { SiteContext } from '@/data/sites/sites'

// The contact block writes its addresses like every other address (src/domain/locations/address.ts):
// "650 Pittwater Road, Brookvale NSW 2100", the state in capitals however it was typed.
it('ContactBlock writes the state in capitals, in the one address format', () => {
  const site = {
    settings: {},
    dealerships: [
      {
        id: 1,
        name: 'Brookvale Motors',
        phones: { main: '+61 2 9000 0000' },
        address: { street: '650 Pittwater Road', city: 'Brookvale', state: 'nsw', postcode: '2100' },
      },
    ],
  } as unknown as SiteContext
  const html = renderToStaticMarkup(createElement(ContactBlock, { site }))
  expect(html).toContain('<p>650 Pittwater Road, Brookvale NSW 2100</p>')
  expect(html).not.toContain('nsw')
})
