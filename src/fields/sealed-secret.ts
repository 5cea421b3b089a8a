import type { Field, FieldHook } from 'payload'

import { isSealed, seal } from '@/db/sealed'

const nobodyReads = () => false

/**
 * A credential staff type once and never see again (docs/features/stock-feeds.md "Operators"): the
 * `entry` field is virtual (never stored, always read back empty); what was typed is sealed with
 * FEED_SECRET_KEY into the hidden `sealed` field, which no API answer carries (its read access is
 * nobody's; the feed runner reads it through the local API). Leaving the entry empty keeps the
 * saved secret; typing `-` clears it.
 */
export function sealedSecretFields(
  entry: string,
  label: string,
  opts: { textarea?: boolean; description?: string; condition?: (data: unknown, sibling: never) => boolean } = {},
): Field[] {
  const sealedName = `${entry}_sealed`
  const keepOrSeal: FieldHook = ({ value, previousValue, siblingData, req }) => {
    const typed = typeof siblingData?.[entry] === 'string' ? (siblingData[entry] as string).trim() : ''
    if (typed === '-') return null
    if (typed) return seal(typed)
    // A staff request never writes the sealed value itself; the system (seed, tests) may hand one in.
    if (req.user) return previousValue ?? null
    return isSealed(value) ? value : (previousValue ?? null)
  }
  return [
    {
      name: entry,
      label,
      type: opts.textarea ? 'textarea' : 'text',
      virtual: true,
      hooks: { afterRead: [() => ''] },
      admin: {
        // Payload makes a virtual field read-only in the admin unless told otherwise: staff type here.
        readOnly: false,
        autoComplete: 'off',
        ...(opts.condition ? { condition: opts.condition } : {}),
        description:
          opts.description ??
          'Stored encrypted and never shown again. Leave empty to keep the saved one; type - to remove it.',
      },
    } as Field,
    {
      name: sealedName,
      label: `${label} (encrypted)`,
      type: 'text',
      access: { read: nobodyReads },
      admin: { hidden: true },
      hooks: { beforeChange: [keepOrSeal] },
    },
  ]
}
