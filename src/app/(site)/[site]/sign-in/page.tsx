import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'

import { SignInForm } from '@/components/account/SignInForm.client'
import { orSiteNotFound } from '@/components/layout/not-found'
import { signedInCustomer } from '@/data/customers/page'
import { getSite } from '@/data/sites/sites'
import { isSignInType, safeLocalPath } from '@/domain/accounts/sign-in'
import { siteFeature } from '@tenants/flags'

import styles from '@/components/account/account.module.css'

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } }

type Props = {
  params: Promise<{ site: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

const WHY: Record<string, string> = {
  'my-garage': 'Sign in to see your garage.',
  watchlist: 'Sign in to save cars to your watchlist.',
  checkout: 'Sign in to reserve this car.',
  finance: 'Sign in to apply for finance.',
  'car-finance': 'Sign in to apply for finance.',
  'online-payment': 'Sign in to make a payment.',
  'spin-to-win': 'Sign in to spin the wheel.',
  'trade-in': 'Sign in to value your trade-in.',
}

/** /sign-in?type={type}&redirect={path}&back={path} (finance §2): sign in by phone code. */
async function SignInPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const query = await searchParams
  const type = one(query.type)
  const target = safeLocalPath(one(query.redirect), '/my-garage')
  const back = safeLocalPath(one(query.back), '/')
  if (await signedInCustomer(site)) redirect(target)
  return (
    <div className={styles.panel}>
      <h1>Sign in</h1>
      <p>{(isSignInType(type) && WHY[type]) || `Sign in to ${site.name} with your mobile number.`}</p>
      <SignInForm redirect={target} offerMerge={siteFeature(site, 'garage')} />
      <p>
        <Link href={back}>Back</Link>
      </p>
    </div>
  )
}

export default orSiteNotFound(SignInPage)
