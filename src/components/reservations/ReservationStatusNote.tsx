import type { ShopperReservation } from '@/data/customers/reservations'
import { formatPrice } from '@/domain/pricing/format'

/**
 * What the checkout page says about the shopper's reservation once it is made (docs/features/reservations.md "Reserve and
 * online purchase, and payments").
 */
export function ReservationStatusNote({
  reservation,
  dealership,
  paidReturn,
  cancelledReturn,
}: {
  reservation: ShopperReservation
  dealership: string
  paidReturn: boolean
  cancelledReturn: boolean
}) {
  const deposit = formatPrice(reservation.deposit)
  const [heading, text] = ((): [string, string] => {
    switch (reservation.status) {
      case 'paid':
      case 'confirmed':
        return [
          'Reserved',
          `Your ${deposit} deposit is in and the car is reserved for you. ${dealership} will call you to arrange the rest.`,
        ]
      case 'requested':
        return [
          'Reservation requested',
          `${dealership} will call you to confirm and take the ${deposit} holding deposit.`,
        ]
      case 'awaiting_payment':
        return paidReturn
          ? ['Payment received', 'We are confirming your payment with the bank; this page shows Reserved in a moment.']
          : cancelledReturn
            ? [
                'Payment not made',
                'You left the payment page. The car is held for you for 30 minutes from when you started.',
              ]
            : ['Awaiting payment', 'The car is held for you for 30 minutes while you pay the deposit.']
      case 'released':
        return ['Hold ended', 'The deposit was not paid within 30 minutes, so the car is free again.']
      case 'cancelled':
        return ['Reservation cancelled', 'This reservation was cancelled.']
    }
  })()
  return (
    <div role="status">
      <h2 id="reserve-heading">{heading}</h2>
      <p>{text}</p>
    </div>
  )
}
