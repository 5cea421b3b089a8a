import type { Payload, PayloadRequest } from 'payload'

import { tenantLogo } from '@/data/admin/branding'

/**
 * Above the admin's navigation links: the signed-in staff member's dealer logo (docs/staff-guide.md
 * "Branding, staff invitations and password reset"), its alt text the tenant's name. Nothing for a
 * super-admin without a tenant, or a tenant without a logo.
 */
export async function TenantLogo({ payload, user }: { payload: Payload; user?: PayloadRequest['user'] }) {
  const logo = user ? await tenantLogo(payload, user) : null
  if (!logo) return null
  return (
    <div className="forecourt-tenant-logo" style={{ marginBottom: 'var(--base)' }}>
      {/* An upload served by Payload (/api/media/file/…); next/image would add nothing in the admin. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
      <img
        src={logo.url}
        alt={logo.alt}
        width={logo.width ?? undefined}
        height={logo.height ?? undefined}
        style={{ display: 'block', maxWidth: '100%', maxHeight: '3rem', width: 'auto', height: 'auto' }}
      />
    </div>
  )
}
