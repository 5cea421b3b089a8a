import type { VehicleEstimate } from '@/domain/finance/estimate'
import type { RateCard } from '@/domain/finance/lender'
import type { FinancePolicy } from '@/domain/finance/policy'
import type { CreditRating, Quote } from '@/domain/finance/quote'
import type { PricedCar } from '@/domain/pricing/listing-price'

export type { Quote, VehicleEstimate }

/** The car fields a provider reads (collections/Cars). */
export type EstimateCar = PricedCar & {
  status?: string | null
  finance_lenders?: unknown
  year?: number | null
  make?: string | null
}

/** The dealership fields a provider reads (collections/Dealerships, Finance tab). */
export type EstimateDealership = {
  finance_provider?: string | null
  rate_card?: RateCard | null
}

/** spec: finance §7 "POST /api/youx/quote" payload. */
export type QuoteInput = {
  selfAssessedCreditScore: CreditRating
  purchasePrice: number
  loanTerm: number
  year?: number | null
  vin?: string | null
  nvic?: string | null
  whoIsHelping?: string
}

/** spec: finance §7 "POST /api/youx/create-customer" `data`. */
export type CustomerData = {
  nvic: string | null
  vin: string | null
  selfAssessedCreditScore: CreditRating
  purchasePrice: number
  year: number | null
  loanTerm: number
  phoneNumber: string
  firstName: string
  lastName: string
  email: string
  subscribe: boolean
  postCode: string | null
}

/** The whole enquiry (finance §7 "additionalData"): car_id, dealership_slug, car_type, lead_attributes, category… */
export type FinanceCustomer = { data: CustomerData; additionalData: Record<string, unknown> }

/** What only the platform can do for a provider: the enquiry's lead, and the site's pages. */
export type CustomerContext = {
  /** The finance enquiry's one lead (stored by the intake before the lender is asked), which carries the application. */
  enquiryLead: () => Promise<{ id: number | string }>
  /** The site's "application received" page (a path on the site). */
  receivedUrl: (applicationId: number | string) => string
}

/** A lender's answer that is not a quote or a customer: a message to log, never shown as is. */
export class FinanceProviderError extends Error {
  constructor(
    readonly reason: 'rejected' | 'unavailable' | 'timeout',
    detail: string,
  ) {
    super(`finance provider ${reason}: ${detail}`)
    this.name = 'FinanceProviderError'
  }
}

/**
 * A lender (ARCHITECTURE "Integrations": a rate-card provider by default, a lender HTTP adapter for
 * production): the vehicle page's estimate, the enquiry's instant quote, and the customer it creates
 * when the shopper applies.
 */
export interface FinanceProvider {
  readonly kind: 'rate-card' | 'youx'
  /**
   * The vehicle page's estimate; null when none is shown (finance §5). `policy` carries the site's
   * finance rules (by default the dealership provider's alone); `now` is the page's clock;
   * `termYears` the site's default term (finance/defaults.ts siteDefaultTermYears).
   */
  estimate(
    car: EstimateCar,
    dealership: EstimateDealership,
    options?: { policy?: FinancePolicy; now?: Date; termYears?: number },
  ): Promise<VehicleEstimate | null>
  quote(input: QuoteInput, dealership: EstimateDealership): Promise<Quote>
  createCustomer(customer: FinanceCustomer, context: CustomerContext): Promise<{ redirectUrl: string }>
}
