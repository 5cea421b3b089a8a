'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In the admin's live-preview frame: tells the admin the page is ready, and re-renders the draft
 * from the server each time staff save (Payload posts `payload-document-event`). Messages are
 * taken only from the admin's own origins.
 */
export function PreviewRefresh({ adminOrigins }: { adminOrigins: string[] }) {
  const router = useRouter()
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!adminOrigins.includes(event.origin)) return
      const data = event.data as { type?: unknown } | null
      if (data && typeof data === 'object' && data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    // Carries nothing but "ready": any parent may read it.
    if (window.parent !== window) window.parent.postMessage({ type: 'payload-live-preview', ready: true }, '*')
    return () => window.removeEventListener('message', onMessage)
  }, [adminOrigins, router])
  return null
}
