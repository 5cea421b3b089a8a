import Link from 'next/link'

import { customerLeads, type GarageLead } from '@/data/customers/leads'
import { leadKindWords, words } from '@/domain/admin/words'
import { carPath } from '@/domain/links/car-path'
import { formatDate } from '@/domain/text/date'

import styles from '../account.module.css'

type Props = {
  site: { tenantId: number | string | null | undefined }
  customer: { phone: string }
}

function LeadTable({ leads, caption, kind }: { leads: GarageLead[]; caption: string; kind: boolean }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          {kind ? <th scope="col">Enquiry</th> : null}
          <th scope="col">Car</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id}>
            <td>{formatDate(lead.received)}</td>
            {kind ? <td>{leadKindWords(lead.type)}</td> : null}
            <td>{lead.car ? <Link href={carPath(lead.car.slug)}>{lead.car.name}</Link> : '—'}</td>
            <td>{words(lead.status)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * My Garage's enquiries and finance applications (docs/features/accounts.md "Shopper accounts and gating", "My
 * Garage"): the signed-in shopper's own, on this tenant only (src/data/customers/leads.ts). An async
 * server section: it loads its own data.
 */
export async function GarageLeads({ site, customer }: Props) {
  const { enquiries, finance } = await customerLeads(site, customer)
  return (
    <>
      <section className={styles.section} aria-labelledby="garage-enquiries">
        <h2 id="garage-enquiries">My enquiries</h2>
        {enquiries.length ? (
          <LeadTable leads={enquiries} caption="Your enquiries, newest first" kind />
        ) : (
          <p>You have not sent us any enquiries with this mobile number yet.</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="garage-finance">
        <h2 id="garage-finance">My finance applications</h2>
        {finance.length ? (
          <LeadTable leads={finance} caption="Your finance applications, newest first" kind={false} />
        ) : (
          <p>You have no finance applications with this mobile number yet.</p>
        )}
      </section>
    </>
  )
}
