/** The vehicle page of a car on its site (stock §2 /cars/{slug}); the slug is one path segment. */
export const carPath = (slug: string) => `/cars/${encodeURIComponent(slug)}`
