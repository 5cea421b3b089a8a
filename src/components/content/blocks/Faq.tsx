import type { BlockView } from '@/data/content/pages'

type Props = Extract<BlockView, { blockType: 'faq' }>

/** Native <details>: keyboard and screen-reader friendly, and it works without JavaScript. */
export function FaqComponent({ heading, items }: Props) {
  return (
    <section className="content-block content-faq" aria-label={heading || 'Frequently asked questions'}>
      {heading ? <h2>{heading}</h2> : null}
      {(items ?? []).map((item) => (
        <details key={item.id ?? item.question} className="content-faq__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  )
}
