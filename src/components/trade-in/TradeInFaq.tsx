import styles from './TradeInFaq.module.css'

/**
 * spec: finance §2 "Trade-in page parts: FAQ with five questions". The questions and answers are ours;
 * the age and km guidance and "indicative and subject to inspection" are finance §9's.
 */
export const TRADE_IN_FAQ = [
  {
    q: 'How does the online valuation work?',
    a: 'Tell us your vehicle’s make, model, year and kilometres. We compare it with similar vehicles we have sold and have in stock, and show an indicative range.',
  },
  {
    q: 'Is the online estimate a firm offer?',
    a: 'No. Estimates are indicative and subject to inspection. We confirm the price once we have seen the vehicle.',
  },
  {
    q: 'Why did I not get an online estimate?',
    a: 'Vehicles over 7 years old or 100,000 km generally get no online estimate, and some models we see too rarely to compare. Send us your details and we will value it in person.',
  },
  {
    q: 'Can I trade in a vehicle with finance owing?',
    a: 'Yes. Tell us in the condition questions and we will work out the payout with your lender as part of the deal.',
  },
  {
    q: 'Do I have to buy a car from you?',
    a: 'No. We buy vehicles outright too, whether or not you buy one from us.',
  },
] as const

export function TradeInFaq() {
  return (
    <section aria-labelledby="trade-in-faq-heading" className={styles.faq}>
      <h2 id="trade-in-faq-heading">Frequently asked questions</h2>
      {TRADE_IN_FAQ.map(({ q, a }) => (
        <details key={q}>
          <summary>{q}</summary>
          <p>{a}</p>
        </details>
      ))}
    </section>
  )
}
