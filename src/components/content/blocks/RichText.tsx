import { RichText } from '../RichText'
import type { BlockView } from '@/data/pages'

type Props = Extract<BlockView, { blockType: 'richText' }>

export function RichTextComponent({ content }: Props) {
  return (
    <div className="content-block content-block--text">
      <RichText data={content} />
    </div>
  )
}
