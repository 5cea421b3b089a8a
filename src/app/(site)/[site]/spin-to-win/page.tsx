import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { orSiteNotFound } from '@/components/layout/not-found'
import { SpinWheel } from '@/components/promotions/SpinWheel.client'
import { loadSpinCampaign, spinOf } from '@/data/content/spin-to-win'
import { gate } from '@/data/customers/page'
import { getSite } from '@/data/sites/sites'
import { signInPath } from '@/domain/accounts/sign-in'

import styles from '@/components/promotions/spin.module.css'

export const metadata: Metadata = { title: 'Spin to Win', robots: { index: false } }

const PATH = '/spin-to-win'

/**
 * /spin-to-win (finance §2 "Account or utility pages: … /spin-to-win"; §6 "spin-to-win … (depending
 * on site settings)"; docs/features/accounts.md "Shopper accounts and gating"): the site's running campaign's prize
 * wheel. No running campaign: 404. With `gate_spin_to_win` on (the default) an anonymous visitor is
 * sent to sign-in first; with it off the wheel shows and spinning asks for sign-in, as one spin per
 * account needs an account. The page only reads: the spin is POST /api/spin-to-win.
 */
async function SpinToWinRoute({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const campaign = await loadSpinCampaign(site)
  if (!campaign) notFound()
  const customer = await gate(site, PATH, '/')
  const earlier = customer ? await spinOf(site, campaign.id, customer.id) : null
  return (
    <div className="container">
      <h1>Spin to Win</h1>
      <h2>{campaign.name}</h2>
      {customer ? (
        <SpinWheel campaignId={campaign.id} prizes={campaign.prizes.map((p) => p.label)} earlier={earlier} />
      ) : (
        <p>
          <Link className="button" href={signInPath('spin-to-win', PATH, '/')}>
            Sign in to spin
          </Link>
        </p>
      )}
      <section aria-labelledby="spin-prizes">
        <h2 id="spin-prizes">Prizes and odds</h2>
        <ul className={styles.prizes}>
          {campaign.prizes.map((p, i) => (
            <li key={i}>
              {p.label}: {p.odds}% chance
            </li>
          ))}
        </ul>
        <p>One spin per person for this promotion.</p>
      </section>
      {campaign.terms ? (
        <section aria-labelledby="spin-terms">
          <h2 id="spin-terms">Terms and conditions</h2>
          <p style={{ whiteSpace: 'pre-line' }}>{campaign.terms}</p>
        </section>
      ) : null}
    </div>
  )
}

export default orSiteNotFound(SpinToWinRoute)
