import type { HomeProps } from '@/components/home/types'

import { ClassicHome } from './classic/Home'
import { GroupHome } from './group/Home'
import { ShowroomHome } from './showroom/Home'

/** The home page of the site's template (tenants/templates/registry.ts). */
export function TemplateHome(props: HomeProps) {
  switch (props.site.template.key) {
    case 'group':
      return <GroupHome {...props} />
    case 'showroom':
      return <ShowroomHome {...props} />
    default:
      return <ClassicHome {...props} />
  }
}
