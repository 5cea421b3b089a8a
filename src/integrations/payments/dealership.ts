import { type PaymentProvider, WebhookSignatureError } from './types'

/**
 * The default provider: "pay at the dealership". Starting a checkout records the request and takes
 * nothing online; staff confirm the reservation in the admin once the deposit is taken. It has no
 * webhook: any call to one is refused like a forged signature.
 */
export const dealershipPayments: PaymentProvider = {
  kind: 'dealership',
  online: false,
  async startCheckout() {
    return { kind: 'recorded' }
  },
  readWebhook() {
    throw new WebhookSignatureError('This site takes deposits at the dealership: there is no payment webhook.')
  },
}
