import type { VehicleEstimate } from '@/domain/finance/estimate'
import { financeSummaryStrips, type SummaryItem } from '@/domain/finance/summary'

import styles from './CarFinanceCard.module.css'
import sectionStyles from '@/components/vehicle/detail/vehicle-section.module.css'

type Props = {
  /** The 'Only $X /wk*' estimate, or null where finance §5's display rules (or a failed quote) say no. */
  estimate: VehicleEstimate | null
  /** The finance popup's trigger (a client island), rendered in the card's actions. */
  popup: React.ReactNode
  financeHref: string
  purchaseHref: string | null
}

/**
 * spec: finance §2 "Vehicle page finance parts": "A Car Finance card and finance estimate on the
 * vehicle page … Finance summary strips." A server component: the figures are the estimate's (the
 * same as the sidebar line and the calculator's opening figure), and only the popup is client script.
 * With no estimate (finance §4 "On the vehicle page a quote failure is ignored silently and no
 * estimate shows") the card keeps its actions and shows no figures.
 */
export function CarFinanceCard({ estimate, popup, financeHref, purchaseHref }: Props) {
  const strips = estimate ? { ...financeSummaryStrips(estimate), termYears: estimate.termYears } : null
  return (
    <section
      className={`section ${sectionStyles.section} ${styles.card}`}
      aria-labelledby="car-finance-heading"
      data-testid="car-finance"
    >
      <h2 id="car-finance-heading">Car Finance</h2>
      {strips ? (
        <>
          <p className={styles.estimate}>
            Estimated repayments from <strong>{strips.repayments[0].value}</strong> per week*
          </p>
          <Strip label="Estimated repayments" items={strips.repayments} />
          <Strip label="Loan details" items={strips.loan} />
          <p className={styles.note}>
            *Estimate only, based on a {strips.termYears} year term. See the{' '}
            <a href="#finance-calculator">finance calculator</a> and its disclaimer.
          </p>
        </>
      ) : (
        <p className={styles.estimate}>Get a personalised quote with no impact on your credit score.</p>
      )}
      {/* A <div>, not a <p>: the popup is a <dialog> holding headings and a form, which the HTML
          parser will not nest in a <p> (the split DOM failed hydration). */}
      <div className={styles.actions}>
        {purchaseHref ? (
          <a className="button" href={purchaseHref}>
            Buy with Finance
          </a>
        ) : null}
        {popup}
        <a className="button" href={financeHref}>
          Get Finance
        </a>
      </div>
    </section>
  )
}

/** One finance summary strip: a labelled list of figures in a row. */
function Strip({ label, items }: { label: string; items: SummaryItem[] }) {
  return (
    <div role="group" aria-label={label} className={styles.strip} data-testid="finance-strip">
      <dl>
        {items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
