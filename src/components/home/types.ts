import type { SiteContext } from '@/data/sites'
import type { CarType } from '@/domain/cars/vocabulary'

export type HomeProps = { site: SiteContext; stock: Record<CarType, number> }
