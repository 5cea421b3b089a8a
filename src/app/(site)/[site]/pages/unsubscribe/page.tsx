import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { UnsubscribeForm } from '@/components/account/UnsubscribeForm.client'
import { orSiteNotFound } from '@/components/layout/not-found'
import { getSite } from '@/data/sites/sites'
import { SAVED_SEARCH_MESSAGES } from '@/domain/accounts/saved-search'

import styles from '@/components/account/account.module.css'

export const metadata: Metadata = { title: 'Stop saved-search e-mails', robots: { index: false, follow: false } }

type Props = {
  params: Promise<{ site: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * /pages/unsubscribe?token=… (docs/features/accounts.md "Saved searches with alerts"): the link in a saved-search
 * alert. No sign-in: the token is signed. It writes nothing while it renders (a mail scanner that
 * follows the link changes nothing); the button does (POST
 * /api/account/saved-searches/unsubscribe).
 */
async function UnsubscribePage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const token = (await searchParams).token
  return (
    <div className={styles.panel}>
      <h1>Saved-search e-mails</h1>
      {typeof token === 'string' && token.length > 0 && token.length <= 200 ? (
        <>
          <p>Stop the e-mails about new cars matching this saved search? The search stays in My Garage.</p>
          <UnsubscribeForm token={token} />
        </>
      ) : (
        <p>{SAVED_SEARCH_MESSAGES.badLink}</p>
      )}
      <p>
        <Link href="/my-garage">My Garage</Link>
      </p>
    </div>
  )
}

export default orSiteNotFound(UnsubscribePage)
