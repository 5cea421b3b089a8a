import type { BlockView } from '@/data/content/pages'

import { RichText } from '../RichText'

type Props = Extract<BlockView, { blockType: 'richText' }>

export function RichTextComponent({ content }: Props) {
  return (
    <div className="content-block content-block--text">
      <RichText data={content} />
    </div>
  )
}
