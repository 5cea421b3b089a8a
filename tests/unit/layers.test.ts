import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// docs/ARCHITECTURE.md "Layers and who may import whom": npm run lint enforces the layer rules (an
// import past a layer fails lint, shown here by a unit test of the lint config). Each row lints one
// import as if it were written in that file, with the repository's own eslint.config.js.
const eslint = new ESLint({ cwd: process.cwd() })

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x]\n`, { filePath })
  return result!.messages
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message)
}

describe('the layer table (docs/ARCHITECTURE.md "Layers and who may import whom") is enforced by lint', () => {
  it.each([
    // [file, import, why it is refused]
    [
      'src/domain/pricing/x.ts',
      "import { x } from '@/search/types'",
      'domain never imports src/search, not even types',
    ],
    ['src/domain/pricing/x.ts', "import type { x } from '@/search/types'", 'not even its types'],
    ['src/domain/pricing/x.ts', "import { x } from '@/search/url/state'", 'nor anything deeper in it'],
    ['src/domain/pricing/x.ts', "import { x } from 'payload'", 'domain is pure: no Payload'],
    ['src/domain/pricing/x.ts', "import { x } from 'react'", 'domain is pure: no React'],
    ['src/domain/pricing/x.ts', "import { x } from '@/data/cars/cars'", 'domain never imports src/data'],
    ['src/domain/pricing/x.ts', "const x = await import('@/data/cars/cars')", 'no dynamic import past the rule'],
    ['src/search/x.ts', "import x from '@payload-config'", 'search is handed its Payload instance'],
    ['src/search/x.ts', "import { x } from '@/data/runtime/payload'", 'search never imports src/data'],
    ['src/search/x.ts', "const x = await import('@/data/runtime/payload')", 'search: no dynamic import either'],
    ['src/integrations/pdf/x.ts', "import { x } from '@collections/Media'", 'integrations stay out of collections'],
    ['src/integrations/pdf/x.ts', "import { x } from '@/data/cars/cars'", 'integrations never import src/data'],
    ['src/data/x.ts', "import { x } from '@/components/ui/Button'", 'data never imports components'],
    ['collections/Cars/x.ts', "import { x } from '@/data/cars/cars'", 'collections never import loaders'],
    ['collections/Cars/x.ts', "import { x } from '@/components/ui/Button'", 'collections never import components'],
    ['src/components/vehicle/x.tsx', "import { x } from '@collections/Cars'", 'components reach Payload via src/data'],
    ['src/components/vehicle/x.tsx', "import { x } from 'payload'", 'components reach Payload via src/data'],
    ['collections/Cars/hooks/x.ts', "import { x } from '@/data/cars/cars'", 'hooks never import loaders'],
    ['src/components/vehicle/x.client.tsx', "import { x } from '@/data/cars/cars'", 'client components: no loaders'],
    ['src/components/vehicle/x.client.tsx', "import { x } from 'node:fs'", 'client components: nothing server-only'],
  ])('%s refuses %s (%s)', async (file, code) => {
    expect(await layerErrors(file, code)).not.toEqual([])
  })

  it.each([
    ['src/domain/facets/x.ts', "import { x } from '@/domain/pricing/format'"],
    ['src/search/x.ts', "import type { Payload as x } from 'payload'"],
    ['src/search/x.ts', "import { x } from '@/domain/facets/vocabulary'"],
    ['src/integrations/pdf/x.ts', "import { x } from '@/domain/pricing/format'"],
    ['src/data/x.ts', "import { x } from '@/search/instance'"],
    ['collections/Cars/x.ts', "import { x } from '@/cache/tags'"],
    ['src/components/vehicle/x.tsx', "import { x } from '@/data/cars/cars'"],
    ['src/app/x.tsx', "import { x } from '@collections/Cars'"],
    ['collections/Cars/endpoints/x.ts', "import { x } from '@/data/cars/cars'"],
    ['src/components/admin/x.tsx', "import type { Payload as x } from 'payload'"],
  ])('%s may use %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([])
  })
})
