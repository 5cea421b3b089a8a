/** spec: finance §2 "A payment-methods strip shows Mastercard, Visa, Maestro, Google Pay and Apple Pay icons." */
const METHODS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const

export function PaymentMethods() {
  return (
    <ul className="payment-methods" aria-label="Payment methods we accept">
      {METHODS.map((m) => (
        <li key={m} className="payment-methods__item">
          {m}
        </li>
      ))}
    </ul>
  )
}
