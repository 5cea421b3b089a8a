/** A URL slug: lower-case ASCII letters, digits and single dashes ('Mazda CX-5' → 'mazda-cx-5'). */
export const slugify = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
