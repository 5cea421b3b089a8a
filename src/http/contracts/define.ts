import { z } from 'zod'

/**
 * One contract per browser or integrator call (docs/features/public-api.md): its address, its
 * request schema (the same zod schema the route checks with) and its success body, in a module the
 * browser may import. The typed client (src/http/client.ts) and /api/openapi.json are both made
 * from these, so the three never disagree.
 */
export type Method = 'GET' | 'POST'

/** `public`: in /api/openapi.json. `staff`: the admin's own calls (Payload endpoints), left out of it. */
export type Audience = 'public' | 'staff'

export type Contract = {
  method: Method
  /** OpenAPI style: path parameters in braces, e.g. /api/vehicles/{slug}/view.json */
  path: string
  summary: string
  audience: Audience
  /** The JSON body of a POST; the query of a GET. */
  request?: z.ZodType
  /** Path parameters, one per {name} in `path`. */
  params?: z.ZodObject
  /** The success body; `binary` answers (a PDF, an SVG) have none to parse. */
  response: z.ZodType | 'binary'
  /** The success status (the first 2xx the route answers). */
  status: number
  /** The error statuses the route documents, each answered as ApiErrorBody. */
  errors: readonly number[]
  /**
   * A shopper write that is one submission however often it is sent: the client sends an
   * Idempotency-Key and solves the site's challenge by itself (docs/features/security.md "Challenges and suspected leads").
   */
  idempotent?: boolean
  /** Read as the request body whatever its content type (a beacon sends text/plain). */
  beacon?: boolean
}

/** CONVENTIONS "Errors": every 4xx and 5xx of our routes. */
export const ApiErrorBody = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ApiError', description: 'Every error answer: a code, a readable message, and per-field messages.' })
export type ApiErrorBody = z.infer<typeof ApiErrorBody>

/** A lead accepted (or kept unchecked when the browser could not solve the challenge). */
export const LeadAccepted = z
  .object({
    lead_id: z.union([z.number(), z.string()]).optional(),
    redirect: z.string().optional(),
    received: z.literal(true).optional(),
    message: z.string().optional(),
  })
  .meta({ id: 'LeadAccepted' })

export const Ok = z.object({ ok: z.literal(true) })
export const CarSlugParams = z.object({ slug: z.string().min(1).max(200) })
/** An id as SQL (a number) or MongoDB (a string) gives it (FINDINGS "Ids are numbers on SQL"). */
export const DocId = z.union([z.number(), z.string()])

export const contract = <const C extends Contract>(c: C) => c
