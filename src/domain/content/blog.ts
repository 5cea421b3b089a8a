/** /blog with no published posts (the spec gives no text; what a marketing coordinator expects). */
export const NO_POSTS_TEXT = 'There are no posts yet. Please check back soon.'
