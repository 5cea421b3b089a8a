import type { VehicleFeed } from '@/data/cars/feeds'
import { googleVehicleTsv } from '@/integrations/feeds/google-vehicle-listings'
import { metaAutomotiveXml } from '@/integrations/feeds/meta-automotive'

import { TSV_TYPE, XML_TYPE } from './respond'

/** The stable feed addresses (/feeds/{file}) a dealer gives Google Merchant Center and Meta Commerce Manager (docs/features/seo.md). */
export const FEEDS: Record<string, { type: string; render: (feed: VehicleFeed) => string }> = {
  'google-vehicle-listings.tsv': { type: TSV_TYPE, render: (f) => googleVehicleTsv(f.vehicles) },
  'meta-vehicles.xml': { type: XML_TYPE, render: (f) => metaAutomotiveXml(f.siteName, f.vehicles) },
}
