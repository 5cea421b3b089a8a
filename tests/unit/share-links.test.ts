import { describe, expect, it } from 'vitest'

import { SHARE_WINDOW_HEIGHT, SHARE_WINDOW_WIDTH, shareLinks, shareWindowFeatures } from '@/domain/vehicle/share-links'

// spec: stock §9 "Share window 550x400."
describe('share links open a 550x400 window (stock §9)', () => {
  it('the window is 550x400', () => {
    expect([SHARE_WINDOW_WIDTH, SHARE_WINDOW_HEIGHT]).toEqual([550, 400])
    expect(shareWindowFeatures()).toBe('popup=yes,width=550,height=400')
  })

  it.each([
    [{ left: 0, top: 0, width: 1350, height: 1000 }, 'popup=yes,width=550,height=400,left=400,top=300'],
    [{ left: 100, top: 50, width: 400, height: 300 }, 'popup=yes,width=550,height=400,left=25,top=0'],
  ])('centred on the shopper window %j', (outer, features) => expect(shareWindowFeatures(outer)).toBe(features))

  it('each link carries the shared link, encoded', () => {
    const links = shareLinks('https://dealer.com.au/cars/x-1', 'Toyota RAV4 & more')
    expect(links.map((l) => l.network)).toEqual(['facebook', 'x', 'linkedin'])
    for (const l of links) expect(l.href).toContain(encodeURIComponent('https://dealer.com.au/cars/x-1'))
    expect(links[1]!.href).toContain('text=Toyota%20RAV4%20%26%20more')
  })
})
