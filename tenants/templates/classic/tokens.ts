import type { ThemeTokens } from '../registry'

/** Dark header, strong brand red, square corners. */
export const classicTokens: ThemeTokens = {
  colors: {
    brand: '#b3121d',
    brandContrast: '#ffffff',
    ink: '#1a1a1a',
    surface: '#ffffff',
    muted: '#5c5c5c',
    accent: '#111827',
  },
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  radius: '2px',
  header: 'split',
}
