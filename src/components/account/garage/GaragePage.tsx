import type { SignedInCustomer } from '@/data/customers/session'
import type { SiteContext } from '@/data/sites/sites'

import { MyReservations } from '../MyReservations'
import { SavedSearches } from '../SavedSearches'
import { SignOutButton } from '../SignOutButton.client'
import { GarageLeads } from './GarageLeads'
import { GarageWatchlist } from './GarageWatchlist'

/**
 * My Garage's body, shared by /my-garage and the partner garage aliases (/mymotorama, …): the
 * signed-in shopper's watchlist, enquiries, finance applications, reservations and saved searches on this tenant. The page gates
 * first (src/data/customers/page.ts `gate`) and passes the customer. Each section is its own
 * component.
 */
export function GaragePage({
  site,
  customer,
  title = 'My Garage',
}: {
  site: SiteContext
  customer: SignedInCustomer
  title?: string
}) {
  return (
    <div className="container">
      <h1>{title}</h1>
      <p>
        Signed in as {[customer.name, customer.last_name].filter(Boolean).join(' ') || customer.phone}.{' '}
        <SignOutButton />
      </p>
      <GarageWatchlist site={site} watchlist={customer.watchlist} />
      <GarageLeads site={site} customer={customer} />
      <MyReservations site={site} customerId={customer.id} />
      <SavedSearches site={site} customerId={customer.id} />
    </div>
  )
}
