import { EmbeddedSearchEngine } from '@/search/embedded/engine'

import { runConformance } from './search-conformance'

runConformance('embedded engine', async (docs) => new EmbeddedSearchEngine(docs))
