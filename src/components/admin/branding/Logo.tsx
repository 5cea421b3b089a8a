import { ForecourtMark } from './ForecourtMark'

/**
 * The admin's logo (sign-in and forgot-password pages; docs/staff-guide.md "Branding, staff invitations and
 * password reset").
 */
export function Logo() {
  return (
    <span className="forecourt-logo" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      <ForecourtMark size={48} />
      <span style={{ fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.02em', color: 'var(--theme-text)' }}>
        Forecourt
      </span>
    </span>
  )
}
