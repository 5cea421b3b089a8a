import { writeSearchUrl } from './state'

/**
 * 'Find Me Something Similar' on a sold card (stock §2): the results of the car's make and model,
 * written by the URL writer like every other search link, so a site on /used-car/ paths (finance §2,
 * flag used_car_breadcrumbs) keeps them.
 */
export const similarCarsHref = (car: { make: string; model: string }, options: { usedCarBreadcrumbs: boolean }) =>
  writeSearchUrl({ refinements: { make: [car.make], model: [car.model] } }, options)
