import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { metadataUnlessMissing, orSiteNotFound } from '@/components/layout/not-found'
import { ModelCard } from '@/components/models/ModelCard'
import { getSiteModels, modelsRef } from '@/data/content/models'
import { getSite } from '@/data/sites/sites'
import { bodyParam, modelsHref } from '@/domain/models'

import styles from './models.module.css'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ body?: string | string[] }> }

export const generateMetadata = (props: Props): Promise<Metadata> => metadataUnlessMissing(() => pageMetadata(props))

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const site = await getSite((await params).site)
  return {
    title: 'New Vehicles',
    description: site ? `New models available from ${site.name}, with drive-away prices and colours.` : undefined,
    alternates: { canonical: '/models' },
  }
}

/**
 * /models?body={manufacturer body} (finance §2 "Model pages"): the models of the site's makes, with
 * the makes' body types as filters. An unknown body shows every model.
 */
async function ModelsPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const { manufacturers, models } = await getSiteModels(modelsRef(site))
  const raw = (await searchParams).body
  const bodies = [...new Set(manufacturers.flatMap((m) => m.bodies))].filter((b) =>
    models.some((m) => m.bodies.includes(b)),
  )
  const body = bodies.find((b) => bodyParam(b) === (typeof raw === 'string' ? raw : '')) ?? null
  const shown = body ? models.filter((m) => m.bodies.includes(body)) : models
  return (
    <div className={styles.page}>
      <h1>{body ? `New ${body} models` : 'New Vehicles'}</h1>
      {bodies.length > 1 ? (
        <nav aria-label="Body type" className={styles.filters}>
          <Link href={modelsHref()} prefetch={false} aria-current={body ? undefined : 'page'}>
            All
          </Link>
          {bodies.map((b) => (
            <Link key={b} href={modelsHref(b)} prefetch={false} aria-current={b === body ? 'page' : undefined}>
              {b}
            </Link>
          ))}
        </nav>
      ) : null}
      {shown.length ? (
        <ul className={styles.grid} aria-label="Models">
          {shown.map((m) => (
            <li key={m.id}>
              <ModelCard model={m} />
            </li>
          ))}
        </ul>
      ) : (
        <p>There are no new models to show here yet. Please call us about new vehicles.</p>
      )}
    </div>
  )
}

export default orSiteNotFound(ModelsPage)
