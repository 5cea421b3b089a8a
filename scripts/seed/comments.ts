/**
 * Dealer comments: plain text, some empty, some longer than the 400 characters shown before
 * Show More (stock §4, §9), and one fixture with literal markup that must be shown as typed.
 */
import type { Rng } from './random'

export type CommentSubject = {
  name: string
  car_type: 'new' | 'demo' | 'used'
  dealer: string
  phone: string
  colour: string
  caravan: boolean
}

const OPENERS = [
  (s: CommentSubject) => `Just arrived at ${s.dealer}: this ${s.name} in ${s.colour} is ready for its next owner.`,
  (s: CommentSubject) => `Here is a great opportunity to secure a ${s.name} finished in ${s.colour}.`,
  (s: CommentSubject) =>
    `Looking for a ${s.caravan ? 'van that is ready for the lap' : 'reliable daily driver'}? This ${s.name} ticks every box.`,
]
const BY_TYPE: Record<CommentSubject['car_type'], string[]> = {
  new: [
    'Brand new and ready for immediate delivery.',
    'Covered by the full factory warranty and capped-price servicing.',
    'Ask us about our current factory bonus and runout offers.',
  ],
  demo: [
    'Demonstrator driven only by our sales team, with the balance of the new-car warranty.',
    'Save thousands on the new price without waiting for factory stock.',
    'Immaculate condition inside and out, with low kilometres.',
  ],
  used: [
    'One owner with a full logbook service history.',
    'Independently inspected by our qualified technicians and comes with a roadworthy certificate.',
    'Two keys, owner manuals and a clean PPSR report.',
    'Tyres and brakes are in excellent condition.',
  ],
}
const CLOSERS = [
  'Finance is available on approved credit, and trade-ins are welcome.',
  (s: CommentSubject) => `Call our team on ${s.phone} or submit an enquiry to book a test drive today.`,
  'We can arrange delivery Australia-wide. Ask us for a quote.',
  'Extended warranty options are available; ask our business manager for details.',
]

const line = (part: string | ((s: CommentSubject) => string), s: CommentSubject) =>
  typeof part === 'string' ? part : part(s)

/** A comment of 1-7 sentences, or null ("Dealer comments are pending", stock §4) for some cars. */
export function dealerComments(rng: Rng, s: CommentSubject, style?: 'long' | 'markup' | 'empty'): string | null {
  if (style === 'empty') return null
  if (style === 'markup') {
    return `${line(OPENERS[0]!, s)} Pasted from an old listing, so the <b>markup</b> here must appear exactly as typed. ${line(CLOSERS[1]!, s)}`
  }
  if (!style && rng.chance(0.12)) return rng.chance(0.5) ? null : ''
  const sentences = [
    line(rng.pick(OPENERS), s),
    ...rng.sample(BY_TYPE[s.car_type], style === 'long' ? 3 : rng.int(0, 2)),
  ]
  const closers = rng.sample(CLOSERS, style === 'long' ? 4 : rng.int(0, 2)).map((c) => line(c, s))
  const text = [...sentences, ...closers].join(' ')
  return style === 'long' && text.length <= 400 ? `${text} ${BY_TYPE.used.join(' ')}` : text
}
