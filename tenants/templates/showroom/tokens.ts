import type { ThemeTokens } from '../registry'

/** Light, image-led, rounded; centred logo over the menu. */
export const showroomTokens: ThemeTokens = {
  colors: {
    brand: '#0b4f8a',
    brandContrast: '#ffffff',
    ink: '#0f172a',
    surface: '#f8fafc',
    muted: '#475569',
    accent: '#e0ecf7',
  },
  font: 'Georgia, "Times New Roman", serif',
  radius: '14px',
  header: 'centred',
}
