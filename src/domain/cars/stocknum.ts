/**
 * How stock numbers are compared everywhere (the exact stock-number search, stock §9 excluded stock
 * numbers, matching an import's rows to the tenant's cars): trimmed and case-insensitive.
 */
export const stocknumKey = (stocknum: string): string => stocknum.trim().toLowerCase()
