import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Dealerships } from '../../collections/Dealerships'

/** Every named field of a config, through rows, tabs, collapsibles and groups (group children as `group.child`). */
function fieldNames(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((f): string[] => {
    if ('tabs' in f)
      return f.tabs.flatMap((t) => fieldNames(t.fields, 'name' in t && t.name ? `${prefix}${t.name}.` : prefix))
    if (f.type === 'group' && 'name' in f) return fieldNames(f.fields, `${prefix}${f.name}.`)
    if ('fields' in f) return fieldNames(f.fields, prefix)
    return 'name' in f ? [`${prefix}${f.name}`] : []
  })
}

// spec: finance §3 "Dealership configuration: slug, name, dealership_group, …, podium_api_token,
// autobot flag, redbook, navigation, garage_enabled, offers_subscription, config overrides". A field
// is kept only where something reads it (docs/features/dealership-config.md).
describe('the Dealerships collection', () => {
  const names = fieldNames(Dealerships.fields)

  it('has the podium_api_token the Instant Message chat needs (finance §6 "when a chat token exists")', () => {
    expect(names).toContain('podium_api_token')
  })

  it.each(['garage_enabled', 'offers_subscription', 'autobot', 'redbook', 'dealership_group'])(
    'stores no %s that nothing reads (the site features decide)',
    (name) => expect(names).not.toContain(name),
  )
})
