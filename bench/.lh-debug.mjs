import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const url = process.argv[2]
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'], logLevel: 'silent' })
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
await chrome.kill()
const a = r.lhr.audits
for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','total-byte-weight','bootup-time','mainthread-work-breakdown','render-blocking-resources','unused-javascript','uses-responsive-images','prioritize-lcp-image','lcp-lazy-loaded','largest-contentful-paint-element','lcp-discovery-insight','lcp-phases-insight','render-blocking-insight','network-dependency-tree-insight','image-delivery-insight']) {
  const x = a[id]; if (!x) continue
  console.log('##', id, x.displayValue ?? '', x.score)
  const items = x.details?.items
  if (Array.isArray(items)) for (const it of items.slice(0,8)) console.log('   ', JSON.stringify(it).slice(0,300))
}
const reqs = a['network-requests'].details.items
for (const q of reqs) console.log(q.resourceType, q.transferSize, q.priority, Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.url.slice(0,120))
