import { Carousel } from '@/components/ui/Carousel.client'
import type { ModelView } from '@/data/content/models'
import { orderNowHref, variantLayout } from '@/domain/models'

import { VariantCard } from './VariantCard'

import styles from './Variants.module.css'

/** finance §2 "slider when there are more than 2 variants, otherwise a grid"; §9 "arrows at 4 or more". */
export function Variants({ model }: { model: ModelView }) {
  const layout = variantLayout(model.variants.length)
  const cards = model.variants.map((v) => (
    <VariantCard key={v.id} variant={v} orderHref={orderNowHref(model, v.full_name)} />
  ))
  return (
    <section className={styles.variants} aria-labelledby="variants-heading" data-layout={layout.kind}>
      <h2 id="variants-heading">Variants</h2>
      {layout.kind === 'slider' ? (
        <Carousel label={`${model.name} variants`} arrows={layout.arrows} loop={false} start={0}>
          {cards}
        </Carousel>
      ) : (
        <ul className={styles.grid}>
          {cards.map((card, i) => (
            <li key={i}>{card}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
