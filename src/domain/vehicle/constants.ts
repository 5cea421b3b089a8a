/** spec: stock §2 / §9 "Sticky header after 500 px scroll; sticky bar after 900 px (one template)". */
export const STICKY_HEADER_AFTER_PX = 500
export const STICKY_BAR_AFTER_PX = 900
/** spec: stock §4 / §9 share "the copy button shows 'Copied' for 1.5 s on the vehicle page". */
export const COPIED_NOTICE_MS = 1500
/** spec: stock §9 "Gallery slider images 600x400, first 2 prioritised". */
export const GALLERY_IMAGE_WIDTH = 600
export const GALLERY_IMAGE_HEIGHT = 400
export const GALLERY_PRIORITY_IMAGES = 2
/** spec: stock §4 / §9 "Thumbnails when more than 3 images". */
export const THUMBNAILS_WHEN_MORE_THAN = 3
/** spec: stock §9 "Spin: movement sensitivity 20, rotation interval 100 ms". */
export const SPIN_SENSITIVITY = 20
export const SPIN_INTERVAL_MS = 100
/** spec: stock §2 / §9 "Key-information list: 4 shown first; feature list: 8 shown first". */
export const KEY_INFO_SHOWN_FIRST = 4
export const FEATURES_SHOWN_FIRST = 8
/** spec: stock §4 / §9 "Dealer comments truncated at 400 characters". */
export const COMMENTS_COLLAPSE_AT = 400
/** spec: stock §4 / finance §8 empty dealer comments, verbatim. */
export const DEALER_COMMENTS_EMPTY = 'Dealer comments are pending. Please check back here later.'
/** spec: stock §5 "Rego expiry text: 'Expires on {date}'; on certain sites 'Unregistered' if past". */
export const REGO_EXPIRES_PREFIX = 'Expires on'
export const REGO_UNREGISTERED = 'Unregistered'
