import type { StockSummary } from '@/data/cars/stock-summary'
import type { SiteContext } from '@/data/sites/sites'

export type HomeProps = { site: SiteContext; stock: StockSummary }
