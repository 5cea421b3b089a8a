import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Several root layouts (admin and dealer sites) need one 404 page for unknown hosts.
  experimental: { globalNotFound: true },
  images: {
    // Demo and uploaded stock images are served by this same app.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/demo-images/**' }],
    formats: ['image/avif', 'image/webp'],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
