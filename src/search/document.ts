/** Cars as the search index holds them: the mapping (pure) and the bulk read from the database. */
export { toIndexDoc } from './to-index-doc'
export { loadIndexDocs } from './load-index-docs'
