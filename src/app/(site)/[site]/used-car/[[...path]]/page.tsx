/** /used-car/… : the same search pages, for the dealer group whose breadcrumbs use them (finance §2). */
export { default, generateMetadata } from '../../search/[[...path]]/page'
