'use client'
import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { api } from '@/http/client'

type Tenant = { id: number | string; name: string }

const ROLE_LABELS: Record<string, string> = {
  editor: 'Editor (content and stock)',
  'tenant-admin': 'Tenant admin (also staff and sites)',
  'super-admin': 'Super-admin (every tenant)',
}

/** Sends POST /api/users/invite and says what happened; the list refreshes to show the new account. */
export function InviteStaffForm({ roles, tenants }: { roles: string[]; tenants: Tenant[] }) {
  const router = useRouter()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState(roles.includes('editor') ? 'editor' : roles[0])
  const [tenant, setTenant] = useState(String(tenants[0]?.id ?? '')) // InviteStaff renders this only with a tenant
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)

  async function send(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    setResult(null)
    const res = await api.call(
      'users-invite',
      { name, email, role, tenant: tenants.find((t) => String(t.id) === tenant)?.id },
      { credentials: 'include' },
    )
    setBusy(false)
    if (res.ok) {
      setResult({
        ok: true,
        text: `${res.data?.message ?? 'Invitation sent.'} They choose their own password from the link in it.`,
      })
      setName('')
      setEmail('')
      router.refresh()
    } else {
      setResult({ ok: false, text: res.message ?? 'The invitation could not be sent. Please try again.' })
    }
  }

  return (
    <section aria-labelledby="invite-staff-heading" className="forecourt-invite">
      <h2 id="invite-staff-heading">Invite staff</h2>
      <p>They get an e-mail with a link to choose their own password.</p>
      <form onSubmit={send} className="forecourt-invite__form">
        <p>
          <label htmlFor="invite-name">Name</label>
          <input id="invite-name" required autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        </p>
        <p>
          <label htmlFor="invite-email">E-mail</label>
          <input
            id="invite-email"
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </p>
        <p>
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" value={role} onChange={(e) => setRole(e.target.value)}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r] ?? r}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor="invite-tenant">Dealer</label>
          <select id="invite-tenant" value={tenant} onChange={(e) => setTenant(e.target.value)}>
            {tenants.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.name}
              </option>
            ))}
          </select>
        </p>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {result ? (
          <p className={result.ok ? 'forecourt-invite__sent' : 'forecourt-invite__problem'}>{result.text}</p>
        ) : null}
      </div>
      <style>{`
        .forecourt-invite { border: 1px solid var(--theme-elevation-150); border-radius: var(--style-radius-m); padding: var(--base); margin-bottom: var(--base); }
        .forecourt-invite__form { display: flex; flex-wrap: wrap; gap: var(--base); align-items: flex-end; }
        .forecourt-invite__form p { display: grid; gap: 0.25rem; margin: 0; }
        .forecourt-invite__form input, .forecourt-invite__form select { min-height: 2.25rem; padding: 0 0.5rem; }
        .forecourt-invite__sent { color: var(--theme-success-750); }
        .forecourt-invite__problem { color: var(--theme-error-750); font-weight: 600; }
      `}</style>
    </section>
  )
}
