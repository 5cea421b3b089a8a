/**
 * Site templates: layout and theme tokens. Plain data so collections and tests can read it without
 * React; each template's components live beside it in tenants/templates/<name>/.
 * To add a template: add a folder with tokens.ts and Home.tsx, then register it here and in
 * tenants/templates/TemplateHome.tsx.
 */
import { classicTokens } from './classic/tokens'
import { groupTokens } from './group/tokens'
import { showroomTokens } from './showroom/tokens'

export type ThemeTokens = {
  /** CSS custom properties written on <body>. */
  colors: { brand: string; brandContrast: string; ink: string; surface: string; muted: string; accent: string }
  font: string
  radius: string
  /** Header arrangement: logo left with menu right, or a centred logo over the menu. */
  header: 'split' | 'centred'
}

export type TemplateDefinition = {
  key: string
  label: string
  /** Group templates show several dealerships, brand grids and a stats banner (stock §1). */
  kind: 'dealer' | 'group'
  tokens: ThemeTokens
}

export const TEMPLATES = {
  classic: { key: 'classic', label: 'Classic (single dealer)', kind: 'dealer', tokens: classicTokens },
  showroom: { key: 'showroom', label: 'Showroom (single dealer, image-led)', kind: 'dealer', tokens: showroomTokens },
  group: { key: 'group', label: 'Dealer group', kind: 'group', tokens: groupTokens },
} as const satisfies Record<string, TemplateDefinition>

export type TemplateKey = keyof typeof TEMPLATES
export const TEMPLATE_KEYS = Object.keys(TEMPLATES) as TemplateKey[]
export const DEFAULT_TEMPLATE: TemplateKey = 'classic'

export function templateFor(key: string | null | undefined): TemplateDefinition {
  return TEMPLATES[(key ?? '') as TemplateKey] ?? TEMPLATES[DEFAULT_TEMPLATE]
}
