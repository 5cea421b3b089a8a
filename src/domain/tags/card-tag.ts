import { isAvailable } from '@/domain/availability/is-available'
import { SECONDS_PER_DAY } from '@/domain/availability/listing'
import { electrification } from '@/domain/fuel/electrification'

import { type CertifiableCar, type CertifiedSettings, isCertifiedPreOwned } from './certified'

/** spec: stock §9 "New-arrival tag window: 8 days." */
export const NEW_ARRIVAL_DAYS = 8 /** Card tag labels, verbatim from spec: stock §4 "Car tag on a card". */
export const ELECTRIC_TAG = 'Electric'
export const HYBRID_TAG = 'Hybrid'
export const RESERVED_TAG = 'Reserved'
export const COMING_SOON_TAG = 'COMING SOON'
export const CERTIFIED_TAG = 'Certified'

/**
 * Fallbacks when a site leaves its texts empty. The spec says only "the site's new-tag name" and
 * "the site's sold tag"; these match the site settings' defaults (collections/Sites settings).
 */
export const DEFAULT_NEW_TAG_NAME = 'NEW ARRIVAL'
export const DEFAULT_SOLD_TAG_TEXT = 'SOLD'

/** spec: stock §4 "a runout sale tag is green on some sites, red on others" */
export const RUNOUT_TAG = /\brun[\s-]?out\b/i
export type RunoutTagColour = 'green' | 'red'

export type TaggableCar = CertifiableCar & {
  simple_fuel?: string | null
  reserved?: boolean | null
  tag?: string | null
  /** epoch seconds */
  created_at_timestamp?: number | null
}

export type CardTagSettings = CertifiedSettings & {
  /** site flag ev_tag */
  evTag: boolean
  /** site flag runout_tag_colour */
  runoutTagColour: RunoutTagColour
  newTagName?: string | null
  soldTagText?: string | null
  /** epoch milliseconds */
  now: number
}

export type CardTagKind = 'sold' | 'electric' | 'hybrid' | 'reserved' | 'certified' | 'own' | 'coming_soon' | 'new'
export type CardTag = { kind: CardTagKind; label: string; tone?: RunoutTagColour; imageAlt?: string }

const isNewArrival = (createdAt: number | null | undefined, now: number) =>
  typeof createdAt === 'number' && Math.floor(now / 1000) - createdAt <= NEW_ARRIVAL_DAYS * SECONDS_PER_DAY

/**
 * spec: stock §4 "Car tag on a card, first match wins" (1 Electric/Hybrid, 2 Reserved,
 * 3 certified logo, 4 own tag, 5 COMING SOON, 6 new-tag name within 8 days, 7 none → null).
 * "A non-available car shows the site's sold tag" — ahead of every other tag.
 */
export function cardTag(car: TaggableCar, settings: CardTagSettings): CardTag | null {
  if (!isAvailable(car)) return { kind: 'sold', label: settings.soldTagText?.trim() || DEFAULT_SOLD_TAG_TEXT }
  const power = settings.evTag ? electrification(car.simple_fuel) : null
  if (power) return { kind: power, label: power === 'electric' ? ELECTRIC_TAG : HYBRID_TAG }
  if (car.reserved) return { kind: 'reserved', label: RESERVED_TAG }
  if (isCertifiedPreOwned(car, settings)) {
    return { kind: 'certified', label: CERTIFIED_TAG, imageAlt: `${car.make} Certified Pre-Owned` }
  }
  const own = car.tag?.trim()
  if (own) return { kind: 'own', label: own, ...(RUNOUT_TAG.test(own) ? { tone: settings.runoutTagColour } : {}) }
  if (car.status === 'coming_soon') return { kind: 'coming_soon', label: COMING_SOON_TAG }
  if (isNewArrival(car.created_at_timestamp, settings.now)) {
    return { kind: 'new', label: settings.newTagName?.trim() || DEFAULT_NEW_TAG_NAME }
  }
  return null
}
