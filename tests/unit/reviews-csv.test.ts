import { describe, expect, it } from 'vitest'

import { csvDay, parseCsv, parseReviewsCsv } from '@/domain/reviews/csv'

describe('CSV import of reviews: reviews come from staff entry and CSV import', () => {
  it('reads RFC 4180 quoting: commas, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('a,b\r\n"x, y","he said ""hi""\nthen left"\n\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'he said "hi"\nthen left'],
    ])
  })
  it.each([
    ['24/11/2026', '2026-11-24T12:00:00.000Z'],
    ['1/2/2026', '2026-02-01T12:00:00.000Z'],
    ['2026-11-24', '2026-11-24T12:00:00.000Z'],
    ['31/02/2026', null],
    ['11/24/2026', null],
    ['yesterday', null],
  ])('date %s (stock §9 "Date format dd/MM/yyyy") → %s', (raw, iso) => expect(csvDay(raw)).toBe(iso))

  it('takes the columns by name, reports bad rows by line and keeps the rest', () => {
    const csv = [
      '\uFEFFCustomer_Name,Location,Rating,Review_Date,Text,Hidden',
      'Priya S.,kia-sales,5,24/11/2026,"Great, thanks",',
      'Tom,kia-sales,6,24/11/2026,,',
      ',kia-sales,4,24/11/2026,,',
      'Mei,kia-service,4.5,2026-11-01,<b>bold</b>,yes',
      'Jo,kia-sales,4,30/02/2026,,',
    ].join('\n')
    const { rows, errors } = parseReviewsCsv(csv)
    expect(rows).toEqual([
      {
        location: 'kia-sales',
        customer_name: 'Priya S.',
        rating: 5,
        review_date: '2026-11-24T12:00:00.000Z',
        text: 'Great, thanks',
        reply_text: null,
        reply_date: null,
        hidden: false,
      },
      {
        location: 'kia-service',
        customer_name: 'Mei',
        rating: 4.5,
        review_date: '2026-11-01T12:00:00.000Z',
        text: '<b>bold</b>',
        reply_text: null,
        reply_date: null,
        hidden: true,
      },
    ])
    expect(errors).toEqual([
      { line: 3, message: 'rating must be a number from 0 to 5' },
      { line: 4, message: 'customer_name is empty' },
      { line: 6, message: 'review_date must be dd/MM/yyyy' },
    ])
  })
  it('names missing columns', () => {
    expect(parseReviewsCsv('customer_name,rating\nA,5').errors).toEqual([
      { line: 1, message: 'Missing column(s): location, review_date.' },
    ])
    expect(parseReviewsCsv('').errors[0]!.message).toBe('The file is empty.')
  })
})
