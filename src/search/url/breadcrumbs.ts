import { carTypeLabel, type UsedLabel } from '@/domain/cars/labels'
import { CAR_TYPES } from '@/domain/cars/vocabulary'

import type { RefinementKey } from '../types'
import { carTypeSegment, type KnownSearchSlugs } from './paths'
import { type SearchState, writeSearchUrl } from './state'

export type Breadcrumb = { label: string; href: string }

export type BreadcrumbOptions = {
  /** site flag used_car_breadcrumbs: /used-car/... instead of /search/... (finance §2) */
  usedCarBreadcrumbs?: boolean
  /** site flag used_label (stock §9) */
  usedLabel?: UsedLabel
  known?: KnownSearchSlugs
}

export const HOME_CRUMB: Breadcrumb = { label: 'Home', href: '/' }

/** 'Used Cars', 'Pre-Owned Cars', 'New & Demo Cars' — car types in the spec's order (stock §9). */
function carTypeCrumbLabel(types: readonly string[], usedLabel?: UsedLabel): string {
  const inOrder = CAR_TYPES.filter((t) => types.includes(t))
  return `${inOrder.map((t) => carTypeLabel(t, usedLabel)).join(' & ')} Cars`
}

/**
 * spec: stock §2 "Breadcrumbs: Home, then car type, make, model if known, and body (one
 * dealership group uses /used-car/... paths instead of /search/...)". Each step is shown when the
 * state holds exactly one value for it (car type: a car-type path such as new-and-demo-cars); a
 * model needs its make. Each crumb links to the search narrowed by itself and the crumbs before it.
 */
export function searchBreadcrumbs(state: SearchState, options: BreadcrumbOptions = {}): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [HOME_CRUMB]
  const narrowed: Partial<Record<RefinementKey, string[]>> = {}
  const push = (key: RefinementKey, values: string[], label: string) => {
    narrowed[key] = values
    crumbs.push({ label, href: writeSearchUrl({ refinements: narrowed }, options) })
  }
  const { car_type, make, model, body } = state.refinements
  if (car_type && carTypeSegment(car_type)) push('car_type', car_type, carTypeCrumbLabel(car_type, options.usedLabel))
  const isOne = (values: string[] | undefined): values is [string] => values?.length === 1
  if (isOne(make)) {
    push('make', make, make[0])
    if (isOne(model)) push('model', model, model[0])
  }
  if (isOne(body)) push('body', body, body[0])
  return crumbs
}
