import { describe, expect, it } from 'vitest'

import { displayPhone } from '@/domain/phone/format'
import { maskPhone, PHONE_VISIBLE_CHARS } from '@/domain/phone/mask'

describe('maskPhone — stock §4 "masked after the first 5 characters until clicked", §9 "Phone masked after 5 characters"', () => {
  it.each([
    // [case, phone, expected]
    ['landline: first 5 characters kept, later digits X, spaces kept', '02 4229 1234', '02 42XX XXXX'],
    ['mobile', '0412 345 678', '0412 XXX XXX'],
    ['1300 number', '1300 123 456', '1300 XXX XXX'],
    ['no spaces', '0242291234', '02422XXXXX'],
    ['punctuation after the fifth character is kept', '(02) 4229-1234', '(02) XXXX-XXXX'],
    ['5 characters or fewer: nothing hidden', '13 13', '13 13'],
    ['empty', '', ''],
  ])('%s', (_case, phone, expected) => {
    expect(maskPhone(phone)).toBe(expected)
  })

  it('masks the displayed number (finance §9 "+61 replaced by 0") after 5 characters', () => {
    expect(maskPhone(displayPhone('+61 2 4229 1234'))).toBe('02 42XX XXXX')
  })

  it('keeps PHONE_VISIBLE_CHARS = 5 (stock §9) and takes another count when given', () => {
    expect(PHONE_VISIBLE_CHARS).toBe(5)
    expect(maskPhone('02 4229 1234', 2)).toBe('02 XXXX XXXX')
  })
})
