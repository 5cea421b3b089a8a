import type { SiteContext } from '@/data/sites'
import type { StockSummary } from '@/data/stock-summary'

export type HomeProps = { site: SiteContext; stock: StockSummary }
