import type { CSSProperties } from 'react'

import type { ThemeTokens } from '@tenants/templates/registry'

/** Template tokens as CSS custom properties on <body>. */
export function themeStyle(tokens: ThemeTokens): CSSProperties {
  const c = tokens.colors
  return {
    '--brand': c.brand,
    '--brand-contrast': c.brandContrast,
    '--ink': c.ink,
    '--surface': c.surface,
    '--muted': c.muted,
    '--accent': c.accent,
    '--font': tokens.font,
    '--radius': tokens.radius,
  } as CSSProperties
}
