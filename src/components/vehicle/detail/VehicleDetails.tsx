import { CollapsibleText } from '@/components/ui/CollapsibleText.client'
import { ShowMore } from '@/components/ui/ShowMore.client'
import { collapseComments, DEALER_COMMENTS_EMPTY } from '@/domain/vehicle/comments'
import {
  caravanSpecRows,
  FEATURES_SHOWN_FIRST,
  KEY_INFO_SHOWN_FIRST,
  keyInformationRows,
} from '@/domain/vehicle/spec-rows'

import { SpecGrid } from './SpecGrid.client'
import type { VehicleView } from './vehicle-view'

import sectionStyles from './vehicle-section.module.css'
import styles from './VehicleDetails.module.css'

type Row = { label: string; value: string }

function SpecRows({ rows, shownFirst, id }: { rows: Row[]; shownFirst?: number; id: string }) {
  const list = <SpecGrid rows={rows.map((r) => [r.label, r.value] as const)} id={id} />
  return shownFirst ? (
    <ShowMore shownFirst={shownFirst} total={rows.length} moreLabel="Show More" lessLabel="Show Less">
      {list}
    </ShowMore>
  ) : (
    list
  )
}

/**
 * Key information (first 4, Show More / Show Less), caravan specifications, features (first 8,
 * Show All / Hide), dealer comments collapsed at 400 characters as plain text, the rego line and the
 * history report link (stock §2, §3, §4, §5, §9).
 */
export function VehicleDetails({ view, regoText }: { view: VehicleView; regoText: string | null }) {
  const { car } = view
  const rows = keyInformationRows(car, { usedLabel: view.usedLabel })
  const caravan = caravanSpecRows(car)
  const features = (car.standardEquipment ?? []).filter((f) => f && f.trim())
  const comments = collapseComments(car.dealercomments)

  return (
    <>
      <section className={`section ${sectionStyles.section}`} aria-labelledby="key-info-heading">
        <h2 id="key-info-heading">Key information</h2>
        <SpecRows rows={rows} shownFirst={KEY_INFO_SHOWN_FIRST} id="key-information" />
        {regoText ? (
          <p className="vehicle-rego" data-testid="rego-expiry">
            <strong>Registration:</strong> {regoText}
          </p>
        ) : null}
        {car.file?.url ? (
          // Through our route, which records analytics event 60 (stock §9 "60 history report") and redirects to the file.
          <p className="vehicle-history-report">
            <a
              href={`/api/vehicles/${encodeURIComponent(car.slug)}/history-report`}
              target="_blank"
              rel="noopener"
              data-testid="history-report"
            >
              History report
            </a>
          </p>
        ) : null}
      </section>

      {caravan.length ? (
        <section className={`section ${sectionStyles.section}`} aria-labelledby="caravan-specs-heading">
          <h2 id="caravan-specs-heading">Caravan specifications</h2>
          <SpecRows rows={caravan} id="caravan-specifications" />
        </section>
      ) : null}

      {features.length ? (
        <section className={`section ${sectionStyles.section}`} aria-labelledby="features-heading">
          <h2 id="features-heading">Features</h2>
          <ShowMore shownFirst={FEATURES_SHOWN_FIRST} total={features.length} moreLabel="Show All" lessLabel="Hide">
            <ul className={styles.features} data-testid="features">
              {features.map((f, i) => (
                <li key={i}>{f}</li>
              ))}
            </ul>
          </ShowMore>
        </section>
      ) : null}

      <section
        className={`section ${sectionStyles.section}`}
        aria-labelledby="comments-heading"
        data-testid="dealer-comments"
      >
        <h2 id="comments-heading">Dealer comments</h2>
        {!comments.full ? (
          <p>{DEALER_COMMENTS_EMPTY}</p>
        ) : comments.truncated ? (
          <CollapsibleText short={comments.short} full={comments.full} />
        ) : (
          <p className={`plain-text ${styles.plainText}`}>{comments.full}</p>
        )}
      </section>
    </>
  )
}
