import { afterEach, describe, expect, it, vi } from 'vitest'

import { type CallNumberInput, carCallNumber, chooseCallNumber, warnIfNoCallNumber } from '@/domain/phone/call-number'

const phones = { new: '02 1111 1111', used: '02 2222 2222', demo: '02 3333 3333' }

describe('chooseCallNumber — stock §4 "Call-number choice", finance §9 "Call-number choice order"', () => {
  it.each<[string, CallNumberInput, string | null]>([
    [
      'configured override first',
      { override: '1300 000 000', phones, carType: 'used', locationPhone: '02 9999 9999' },
      '1300 000 000',
    ],
    ['then the car type: new', { phones, carType: 'new' }, phones.new],
    ['then the car type: used', { phones, carType: 'used' }, phones.used],
    ['then the car type: demo', { phones, carType: 'demo' }, phones.demo],
    ['demo falls back to new', { phones: { new: phones.new, used: phones.used }, carType: 'demo' }, phones.new],
    ['used car without a used number: new', { phones: { new: phones.new }, carType: 'used' }, phones.new],
    ['new car without a new number: used', { phones: { used: phones.used }, carType: 'new' }, phones.used],
    ['demo car with only a used number: used', { phones: { used: phones.used }, carType: 'demo' }, phones.used],
    ['unknown car type: new, then used', { phones, carType: 'caravan' }, phones.new],
    ["then the car's location phone", { phones: {}, carType: 'used', locationPhone: '02 9999 9999' }, '02 9999 9999'],
    [
      'no phones group: location phone',
      { phones: null, carType: 'new', locationPhone: '02 9999 9999' },
      '02 9999 9999',
    ],
    [
      'blank strings count as missing',
      { override: '  ', phones: { new: '', used: ' ', demo: '' }, carType: 'demo', locationPhone: '02 9999 9999' },
      '02 9999 9999',
    ],
    [
      'none: null (the caller logs the stock §8 warning)',
      { override: null, phones: { new: null }, carType: 'new', locationPhone: '' },
      null,
    ],
    ['nothing at all: null', {}, null],
  ])('%s', (_case, input, expected) => {
    expect(chooseCallNumber(input)).toBe(expected)
  })
})

describe("carCallNumber: a car's dealership and location, read once for every page that calls", () => {
  const location = { contact_detail: { phone: '02 9999 9999' } }
  it.each<[string, Parameters<typeof carCallNumber>[0], string | null]>([
    [
      "the dealership's call override first",
      { car_type: 'used', dealership: { phones: { ...phones, call_override: '1300 000 000' } }, location },
      '1300 000 000',
    ],
    ["then the dealership's number for the car type", { car_type: 'demo', dealership: { phones } }, phones.demo],
    ["then the car's location phone", { car_type: 'new', dealership: { phones: null }, location }, '02 9999 9999'],
    ['none: null', { car_type: 'new', dealership: {}, location: null }, null],
  ])('%s', (_case, car, expected) => expect(carCallNumber(car)).toBe(expected))
})

describe('the missing-phone warning — stock §8 "No phone number for the car", finance §8 "console warning"', () => {
  afterEach(() => vi.restoreAllMocks())

  it('warns once, naming the car and the site, when no number is found', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnIfNoCallNumber(chooseCallNumber({ phones: { new: ' ' }, carType: 'new', locationPhone: null }), {
      car: 'car-1',
      site: 'harbourside',
    })
    expect(warn.mock.calls).toEqual([['No phone number for car car-1 on harbourside']])
  })

  it('stays quiet when there is a number', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnIfNoCallNumber(chooseCallNumber({ phones, carType: 'used' }), { car: 'car-1', site: 'harbourside' })
    expect(warn).not.toHaveBeenCalled()
  })
})
