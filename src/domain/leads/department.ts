/**
 * Which of a dealership's departments a lead is for (finance §2 "/service (book a service)",
 * "/vehicle-parts-and-accessories", "/finance"; every other form is about buying
 * a car, a test drive included, so it is the sales team's). The delivery sends a lead to the
 * dealership's address for its department, and to the sales recipients when that is empty.
 */
export const LEAD_DEPARTMENTS = ['sales', 'service', 'parts', 'finance'] as const
export type LeadDepartment = (typeof LEAD_DEPARTMENTS)[number]

const BY_KIND: Partial<Record<string, LeadDepartment>> = {
  service: 'service',
  parts: 'parts',
  finance: 'finance',
}

export const leadDepartment = (kind: string): LeadDepartment => BY_KIND[kind] ?? 'sales'

/** A dealership's lead addresses: the sales recipients, and an address per other department. */
export type DepartmentAddresses = { sales: readonly string[] } & Partial<
  Record<Exclude<LeadDepartment, 'sales'>, string | null>
>

/** Where a lead of this kind is e-mailed: its department's address, else the sales recipients. */
export function leadRecipients(addresses: DepartmentAddresses, kind: string): string[] {
  const department = leadDepartment(kind)
  const own = department === 'sales' ? null : addresses[department]?.trim()
  return own ? [own] : [...addresses.sales]
}
