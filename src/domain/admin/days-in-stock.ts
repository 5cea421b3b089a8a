import { staffDayNumber } from './dashboard'

type Moment = Date | string | number | null | undefined

const toDate = (value: Moment): Date | null => {
  if (value == null || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * Whole days from `from` to `to` as a dealer counts them: calendar days on the staff day
 * (a car taken in yesterday evening is 1 day in stock this morning), never negative.
 * Missing or invalid dates give null.
 */
export function daysBetween(from: Moment, to: Moment): number | null {
  const a = toDate(from)
  const b = toDate(to)
  if (!a || !b) return null
  return Math.max(0, staffDayNumber(b) - staffDayNumber(a))
}

export type StockAge = { createdAt?: string | null; status?: string | null; sold_date?: string | null }

/**
 * Days in stock (docs/staff-guide.md "Labels and list columns"): from the day the car was added (the Car has no
 * separate in-stock date) to today, or to the day it sold.
 */
export function daysInStock(car: StockAge, now: Date): number | null {
  const until = car.status === 'sold' && toDate(car.sold_date) ? car.sold_date : now
  return daysBetween(car.createdAt, until)
}
