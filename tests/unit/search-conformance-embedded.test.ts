import { EmbeddedSearchEngine } from '@/search/embedded/engine'

import { runConformance } from '../support/search/conformance'

runConformance('embedded engine', async (docs) => new EmbeddedSearchEngine(docs))
