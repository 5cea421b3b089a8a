import type { ThemeTokens } from '../registry'

/** Corporate group look: navy and gold, brand grid and stats banner on the home page. */
export const groupTokens: ThemeTokens = {
  colors: {
    brand: '#14213d',
    brandContrast: '#ffffff',
    ink: '#111111',
    surface: '#ffffff',
    muted: '#4b5563',
    accent: '#8a5a00',
  },
  font: '"Helvetica Neue", Arial, sans-serif',
  radius: '6px',
  header: 'split',
}
