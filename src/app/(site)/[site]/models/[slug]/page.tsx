import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { metadataUnlessMissing, orSiteNotFound } from '@/components/layout/not-found'
import { ColourPicker } from '@/components/models/ColourPicker.client'
import { Variants } from '@/components/models/Variants'
import { StaticImage } from '@/components/ui/StaticImage.client'
import { getSiteModel } from '@/data/content/models'
import { knownSearchSlugs } from '@/data/search/site-search'
import { getSite } from '@/data/sites/sites'
import { modelBlurb, modelsHref, modelTitle, orderNowHref, stockModelLabel } from '@/domain/models'
import { slugify } from '@/domain/text/slug'
import { writeSearchUrl } from '@/search/url/state'

import styles from '../models.module.css'

type Props = { params: Promise<{ site: string; slug: string }> }

async function load({ params }: Props) {
  const { site: slug, slug: model } = await params
  const site = await getSite(slug)
  if (!site) notFound()
  const found = await getSiteModel(site, model)
  if (!found) notFound()
  return { site, model: found }
}

export const generateMetadata = (props: Props): Promise<Metadata> => metadataUnlessMissing(() => pageMetadata(props))

async function pageMetadata(props: Props): Promise<Metadata> {
  const { site, model } = await load(props)
  return {
    title: `${model.make} ${modelTitle(model)}`,
    description: modelBlurb(model.short_description) || `The ${model.make} ${model.name} at ${site.name}.`,
    alternates: { canonical: `/models/${model.slug}` },
  }
}

/** A model page (finance §2 "Model pages"; §3 Model; §4 "Model variants"): variants, colours, order links. */
async function ModelPage(props: Props) {
  const { site, model } = await load(props)
  // Only a search the site's stock can answer: a model path that reads back, else the make's new cars.
  const known = await knownSearchSlugs(site)
  const stockModel = stockModelLabel(model.name, known.modelsByMake.get(slugify(model.make))?.values() ?? [])
  const stock = writeSearchUrl(
    { refinements: { car_type: ['new'], make: [model.make], ...(stockModel ? { model: [stockModel] } : {}) } },
    { known },
  )
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div>
          <p className={styles.make}>
            <Link href={model.body ? modelsHref(model.body) : modelsHref()} prefetch={false}>
              {model.make}
              {model.body ? ` ${model.body}` : ''}
            </Link>
          </p>
          <h1>{modelTitle(model)}</h1>
          {model.short_description ? <p>{model.short_description}</p> : null}
          <p className={styles.actions}>
            <Link className="button" href={orderNowHref(model)} prefetch={false}>
              Order Now
            </Link>
            <Link className="button button--ghost" href={stock} prefetch={false}>
              View {model.name} stock
            </Link>
          </p>
        </div>
        {model.image ? (
          <StaticImage
            src={model.image.url}
            alt={model.image.alt || `${model.make} ${model.name}`}
            width={model.image.width ?? 600}
            height={model.image.height ?? 400}
            loading="eager"
            fetchPriority="high"
          />
        ) : null}
      </section>
      {model.variants.length ? <Variants model={model} /> : null}
      {model.colours.length ? (
        <section className={styles.colours} aria-labelledby="colours-heading">
          <h2 id="colours-heading">Colours</h2>
          <ColourPicker modelName={model.name} variants={model.variants.map((v) => v.name)} colours={model.colours} />
        </section>
      ) : null}
    </div>
  )
}

export default orSiteNotFound(ModelPage)
