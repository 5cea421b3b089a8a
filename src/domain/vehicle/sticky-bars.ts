/** spec: stock §2 / §9 "Sticky header after 500 px scroll; sticky bar after 900 px (one template)". */
export const STICKY_HEADER_AFTER_PX = 500
export const STICKY_BAR_AFTER_PX = 900
