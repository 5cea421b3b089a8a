/**
 * Where a masked number was revealed (stock §4 "the click logs a reveal call"). A printout shows the
 * number too, so opening the printable page or downloading the PDF is a reveal, logged with its source.
 * The site header's call button masks the site's number on a masking site too (docs/features/vehicle-page.md "The vehicle
 * page"): 'header'.
 */
export const REVEAL_SOURCES = ['vehicle_page', 'print_page', 'pdf', 'header'] as const
export type RevealSource = (typeof REVEAL_SOURCES)[number]
export const DEFAULT_REVEAL_SOURCE: RevealSource = 'vehicle_page'
