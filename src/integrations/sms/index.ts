import { developmentSms } from './development'
import { httpSms } from './http'
import { SmsConfigError, type SmsGateway } from './types'

export { readOutbox } from './development'
export { SmsConfigError, SmsError, type SmsGateway, type SmsMessage } from './types'

type Env = Record<string, string | undefined>

/**
 * The text-message gateway of this deployment:
 * - `SMS_GATEWAY_URL` + `SMS_GATEWAY_TOKEN` (and optional `SMS_SENDER`, `SMS_TIMEOUT_MS`): the HTTP
 *   gateway;
 * - `SMS_TRANSPORT=development`: the development transport (log + super-admin outbox), on purpose;
 * - nothing set: the development transport, except in production, where this throws, so a live
 *   site never "sends" codes into its own log by accident.
 * An explicit `SMS_TRANSPORT` wins; `SMS_TRANSPORT=http` without a URL and token throws too.
 */
export function smsGatewayFor(env: Env = process.env): SmsGateway {
  const transport = env.SMS_TRANSPORT?.trim().toLowerCase()
  const url = env.SMS_GATEWAY_URL?.trim()
  const token = env.SMS_GATEWAY_TOKEN?.trim()
  if (transport === 'development') return developmentSms
  if (transport && transport !== 'http')
    throw new SmsConfigError(`SMS_TRANSPORT="${env.SMS_TRANSPORT}": expected http or development`)
  if (transport === 'http' || url) {
    if (!url || !token) throw new SmsConfigError('The HTTP SMS gateway needs SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN.')
    const timeoutMs = Number(env.SMS_TIMEOUT_MS) > 0 ? Number(env.SMS_TIMEOUT_MS) : undefined
    return httpSms({ url, token, sender: env.SMS_SENDER?.trim() || undefined, timeoutMs })
  }
  if (env.NODE_ENV === 'production')
    throw new SmsConfigError(
      'No SMS gateway is configured: set SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN (SMS_TRANSPORT=development only on a test server).',
    )
  return developmentSms
}

/** True when this deployment's codes go to the development outbox (GET /api/sms-outbox answers). */
export function isDevelopmentSms(env: Env = process.env): boolean {
  try {
    return smsGatewayFor(env).kind === 'development'
  } catch {
    return false
  }
}
