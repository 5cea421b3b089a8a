import type { PageView } from '@/data/content/pages'
import type { SiteContext } from '@/data/sites/sites'

import { RenderBlocks } from './blocks/RenderBlocks'

/** A page's blocks under its title; a page that opens with a hero takes its h1 from the hero. */
export function ContentPage({ site, page }: { site: SiteContext; page: PageView }) {
  const heroFirst = page.blocks[0]?.blockType === 'hero'
  return (
    <article className="content-page">
      {heroFirst ? null : (
        <header className="content-page__header">
          <h1>{page.title}</h1>
        </header>
      )}
      <RenderBlocks blocks={page.blocks} site={site} />
    </article>
  )
}
