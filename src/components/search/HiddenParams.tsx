/** The query of an address as hidden inputs, so a GET form keeps the other filters (no JS needed). */
export function HiddenParams({ href, omit }: { href: string; omit: string[] }) {
  const query = href.includes('?') ? href.slice(href.indexOf('?') + 1) : ''
  const params = [...new URLSearchParams(query)].filter(([k]) => !omit.includes(k))
  return (
    <>
      {params.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
    </>
  )
}

export const pathOf = (href: string) => href.split('?')[0] ?? href
