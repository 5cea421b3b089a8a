import type { Metadata } from 'next'

import './(site)/site.css'

export const metadata: Metadata = { title: 'Site not found · Forecourt' }

/** Answers hosts that no site lists in its domains (the allow-list), and unmatched URLs. */
export default function GlobalNotFound() {
  return (
    <html lang="en-AU">
      <body>
        <main id="main" className="notice">
          <h1>Site not found</h1>
          <p>There is no dealer website at this address. Check the address, or contact the dealership.</p>
        </main>
      </body>
    </html>
  )
}
