import type { BlockView } from '@/data/content/pages'
import type { SiteContext } from '@/data/sites/sites'

import { CallToActionComponent } from './CallToAction'
import { FaqComponent } from './Faq'
import { FeatureBannerComponent } from './FeatureBanner'
import { FormBlockComponent } from './FormBlock'
import { HeroComponent } from './Hero'
import { LocationCardsComponent } from './LocationCards'
import { MediaComponent } from './MediaBlock'
import { RichTextComponent } from './RichText'
import { SalesCounterComponent } from './SalesCounter'
import { StockCarouselComponent } from './StockCarousel'
import { WhyListComponent } from './WhyList'

/** Draws a page's layout, block by block; a block type this build does not know is skipped. */
export function RenderBlocks({ blocks, site }: { blocks: BlockView[]; site: SiteContext }) {
  return blocks.map((block, i) => {
    const key = block.id ?? `${block.blockType}-${i}`
    switch (block.blockType) {
      case 'hero':
        return <HeroComponent key={key} {...block} isFirst={i === 0} />
      case 'richText':
        return <RichTextComponent key={key} {...block} />
      case 'mediaBlock':
        return <MediaComponent key={key} {...block} />
      case 'cta':
        return <CallToActionComponent key={key} {...block} />
      case 'faq':
        return <FaqComponent key={key} {...block} />
      case 'locationCards':
        return <LocationCardsComponent key={key} {...block} site={site} />
      case 'featureBanner':
        return <FeatureBannerComponent key={key} {...block} site={site} />
      case 'whyList':
        return <WhyListComponent key={key} {...block} site={site} />
      case 'stockCarousel':
        return <StockCarouselComponent key={key} {...block} site={site} />
      case 'formBlock':
        return <FormBlockComponent key={key} {...block} site={site} />
      case 'salesCounter':
        return <SalesCounterComponent key={key} {...block} />
      default:
        return null
    }
  })
}
