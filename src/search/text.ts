import { stocknumKey } from '@/domain/cars/stocknum'

import type { CarIndexDoc } from './types'

/** The fields a text query searches (all words must match somewhere in them). */
export const SEARCHABLE_FIELDS = [
  'make',
  'model',
  'badge',
  'name',
  'colour',
  'stocknum',
] as const satisfies readonly (keyof CarIndexDoc)[]

const SEPARATORS = /[^\p{L}\p{N}]+/u
const DIACRITICS = /[\u0300-\u036f]/g

/** Lower-cased words with accents folded; punctuation separates words ('AB-1234' → ab, 1234). */
export function tokenize(text: string | null | undefined): string[] {
  if (!text) return []
  return text.toLowerCase().normalize('NFKD').replace(DIACRITICS, '').split(SEPARATORS).filter(Boolean)
}

/** Every distinct word of a car's searchable fields. */
export function docTokens(doc: CarIndexDoc): string[] {
  const tokens = new Set<string>()
  for (const field of SEARCHABLE_FIELDS) for (const t of tokenize(doc[field])) tokens.add(t)
  return [...tokens]
}

/**
 * The stock number a query may be: the whole query when it is one word (no spaces). A query equal to
 * a stock number of a car in the site's scope returns that car only.
 */
export function stocknumLookupKey(text: string | undefined): string | null {
  const key = text ? stocknumKey(text) : ''
  return key && !/\s/.test(key) ? key : null
}

export const hasDigit = (word: string): boolean => /\d/.test(word)
