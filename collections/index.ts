import type { CollectionConfig } from 'payload'

import { AnalyticsEvents } from './AnalyticsEvents'
import { Banners } from './Banners'
import { Cars } from './Cars'
import { Customers } from './Customers'
import { Dealerships } from './Dealerships'
import { DeliveryEstimates } from './DeliveryEstimates'
import { Footers } from './Footers'
import { boundApiLists } from './hooks/bound-api-lists'
import { Leads } from './Leads'
import { Locations } from './Locations'
import { MakeLogos } from './MakeLogos'
import { Manufacturers } from './Manufacturers'
import { Media } from './Media'
import { Menus } from './Menus'
import { Models } from './Models'
import { Offers } from './Offers'
import { Pages } from './Pages'
import { PhoneReveals } from './PhoneReveals'
import { Posts } from './Posts'
import { PromoCards } from './PromoCards'
import { Reservations } from './Reservations'
import { Reviews } from './Reviews'
import { SavedSearches } from './SavedSearches'
import { Sites } from './Sites'
import { SpinCampaigns } from './SpinCampaigns'
import { Spins } from './Spins'
import { StockFeedRuns } from './StockFeedRuns'
import { Tenants } from './Tenants'
import { Users } from './Users'
import { Verifications } from './Verifications'

/**
 * What every collection gets (docs/features/security.md "Walls"): REST and GraphQL lists are bounded, and document
 * locking is off. Payload's `payload-locked-documents` is one platform-wide collection that any
 * signed-in user may write and list: a lock cannot be scoped to a tenant without loading the locked
 * document, so Harbourside could lock every Outback car (each edit then answered 423) and see which
 * documents other tenants were editing. Without locks two editors of one document save in turn.
 */
const walled = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  lockDocuments: false,
  hooks: { ...collection.hooks, beforeOperation: [boundApiLists, ...(collection.hooks?.beforeOperation ?? [])] },
})

export const collections = [
  Users,
  Tenants,
  Sites,
  Dealerships,
  Locations,
  Cars,
  Media,
  Menus,
  Footers,
  Leads,
  AnalyticsEvents,
  DeliveryEstimates,
  PhoneReveals,
  MakeLogos,
  Pages,
  Offers,
  Reviews,
  Verifications,
  Banners,
  PromoCards,
  Posts,
  Manufacturers,
  Models,
  Customers,
  Reservations,
  SavedSearches,
  SpinCampaigns,
  Spins,
  StockFeedRuns,
].map(walled)

/**
 * Tenant-scoped collections: the multi-tenant plugin adds their `tenant` field and admin scoping.
 * The rest are platform-wide (users, tenants, make-logos: a make looks the same for every dealer).
 */
export const tenantScoped = [
  'sites',
  'dealerships',
  'locations',
  'cars',
  'media',
  'menus',
  'footers',
  'leads',
  'analytics-events',
  'delivery-estimates',
  'phone-reveals',
  'pages',
  'offers',
  'reviews',
  'verifications',
  // @payloadcms/plugin-redirects' collection (collections/Redirects), added before this plugin runs.
  'redirects',
  'banners',
  'promo-cards',
  'posts',
  'manufacturers',
  'models',
  'customers',
  'reservations',
  'saved-searches',
  'spin-campaigns',
  'spins',
  'stock-feed-runs',
  // Staff-defined forms (collections/Forms: the form builder plugin's collection).
  'forms',
] as const

/** Shopper data: never readable anonymously (tests/integration/walls.test.ts tries). */
export const shopperData = [
  'leads',
  'analytics-events',
  'phone-reveals',
  'verifications',
  'customers',
  'reservations',
  'saved-searches',
  'spins',
] as const
