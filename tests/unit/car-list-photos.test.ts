import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PhotosCell } from '@/components/admin/CarListCells'

// docs/staff-guide.md "Labels and list columns": the Cars list shows a photo thumbnail. "the Cars list shows
// every photo's file name (rows ~300 px tall)": one small picture and a count instead.
describe('the Cars list photo cell', () => {
  it('shows the primary photo small, and how many there are, without file names', async () => {
    const photos = [
      { id: 1, url: '/api/media/file/a-front.jpg', thumbnailURL: '/api/media/file/a-front-300x200.jpg' },
      { id: 2, url: '/api/media/file/a-side.jpg' },
      { id: 3, url: '/api/media/file/a-rear.jpg' },
    ]
    const html = renderToStaticMarkup(await PhotosCell({ cellData: photos }))
    expect(html).toContain('src="/api/media/file/a-front-300x200.jpg"')
    expect(html).toContain('3 photos')
    expect(html.match(/<img/g)).toHaveLength(1)
    expect(html).not.toContain('a-side.jpg')
  })

  // The first column is the row's link (Payload links only its own cells): staff open a car from it.
  it('links to the car, with photos or without', async () => {
    const photos = [{ id: 1, url: '/api/media/file/a-front.jpg' }]
    for (const cellData of [photos, []])
      expect(renderToStaticMarkup(await PhotosCell({ cellData, rowData: { id: 7 } }))).toContain(
        'href="/admin/collections/cars/7"',
      )
    expect(renderToStaticMarkup(await PhotosCell({ cellData: photos, rowData: { id: 7 }, link: false }))).not.toContain(
      '/admin/collections/cars/',
    )
  })

  it('says so when a car has none', async () => {
    expect(renderToStaticMarkup(await PhotosCell({ cellData: [] }))).toContain('No photos')
  })
})
