import { describe, expect, it } from 'vitest'

import { similarCarsHref } from '@/search/url/similar'

// stock §2: a sold card offers 'Find Me Something Similar'; finance §2: "Breadcrumbs for one dealership
// group use /used-car/..." — the link follows the site's paths like every search link.
describe("a sold card's 'Find Me Something Similar' link", () => {
  it.each([
    [{ make: 'Toyota', model: 'Corolla' }, false, '/search/toyota/corolla'],
    [{ make: 'Toyota', model: 'Corolla' }, true, '/used-car/toyota/corolla'],
    [{ make: 'Mercedes-Benz', model: 'C-Class' }, false, '/search/mercedes-benz/c-class'],
    [{ make: 'Land Rover', model: 'Range Rover Sport' }, true, '/used-car/land-rover/range-rover-sport'],
  ])('%j, used-car paths %s → %s', (car, usedCarBreadcrumbs, href) =>
    expect(similarCarsHref(car, { usedCarBreadcrumbs })).toBe(href),
  )
})
