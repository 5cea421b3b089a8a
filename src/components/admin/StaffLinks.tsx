import Link from 'next/link'

/**
 * Under the admin's navigation (docs/staff-guide.md "The admin for dealer staff"): the staff tasks that are not
 * a collection.
 */
export function StaffLinks() {
  return (
    <nav
      aria-label="Stock and leads tasks"
      style={{ display: 'grid', gap: 'calc(var(--base) / 4)', marginTop: 'var(--base)' }}
    >
      <Link className="nav__link" href="/admin/stock-import">
        Import stock
      </Link>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a CSV download from a route handler, not a page */}
      <a className="nav__link" href="/api/leads/export-csv">
        Export leads (CSV)
      </a>
    </nav>
  )
}
