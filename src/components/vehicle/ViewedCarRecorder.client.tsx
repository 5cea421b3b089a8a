'use client'

import { useEffect } from 'react'

import { readViewedCars, recordViewedCar, type ViewedCar } from '@/domain/vehicle/viewed-cars'

/** Where the viewed cars are kept in the browser (finance §3 "Stored user details … Viewed-car record"). */
export const VIEWED_CARS_KEY = 'forecourt:viewed-cars'

/**
 * Records the car of this vehicle page among the shopper's viewed cars in localStorage (one origin per
 * site, so a site never sees another's). Renders nothing; storage that is unavailable is skipped.
 */
export function ViewedCarRecorder({ car }: { car: ViewedCar }) {
  useEffect(() => {
    try {
      const viewed = readViewedCars(window.localStorage.getItem(VIEWED_CARS_KEY))
      window.localStorage.setItem(VIEWED_CARS_KEY, JSON.stringify(recordViewedCar(viewed, car)))
    } catch {
      // private mode or full storage: nothing is recorded
    }
  }, [car])
  return null
}
