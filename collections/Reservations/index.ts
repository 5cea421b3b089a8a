import type { CollectionConfig, FieldAccess } from 'payload'

import { isStaff, isTenantAdmin } from '@/access/staff'
import { wordOptions } from '@/domain/admin/words'
import { RESERVATION_STATUSES } from '@/domain/reservations'

import { checkTransition, reserveCarAfterChange } from './hooks'

const nobody: FieldAccess = () => false

/**
 * A shopper's reservation of a car with a deposit (docs/features/reservations.md "Reserve and online purchase, and
 * payments"). Its own collection rather than a lead: a reservation has a life (requested or
 * awaiting payment → paid or confirmed → cancelled, or released after 30 minutes unpaid), holds the
 * car against a second shopper (`hold_key`, unique), and answers a payment provider's webhook by
 * its session id; a lead is a message to deliver once. Each reservation is also told to the
 * dealership as a 'reserve' lead with its car and deposit state (src/data/customers/reservation-lead.ts). Written by src/data/customers/reservations.ts (scoped
 * to the site of the request host) and the release job; staff of the tenant confirm or cancel it
 * here (Status), and nothing else.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  admin: {
    group: 'Shoppers',
    useAsTitle: 'car_name',
    defaultColumns: ['createdAt', 'car_name', 'status', 'provider', 'deposit', 'customer', 'site'],
    description:
      'Reserve Now requests. Set Status to Confirmed once the deposit is taken: the car then shows as Reserved.',
  },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isTenantAdmin },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [checkTransition], afterChange: [reserveCarAfterChange] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          label: 'Status',
          type: 'select',
          required: true,
          defaultValue: 'requested',
          index: true,
          options: wordOptions(RESERVATION_STATUSES, { awaiting_payment: 'Awaiting online payment' }),
        },
        {
          name: 'provider',
          label: 'Deposit taken',
          type: 'select',
          required: true,
          defaultValue: 'dealership',
          options: [
            { label: 'At the dealership', value: 'dealership' },
            { label: 'Online (Stripe)', value: 'stripe' },
          ],
          access: { update: nobody },
        },
        { name: 'deposit', label: 'Deposit ($)', type: 'number', required: true, min: 0, access: { update: nobody } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'site',
          label: 'Site',
          type: 'relationship',
          relationTo: 'sites',
          required: true,
          access: { update: nobody },
        },
        {
          name: 'car',
          label: 'Car',
          type: 'relationship',
          relationTo: 'cars',
          required: true,
          index: true,
          access: { update: nobody },
        },
        { name: 'car_name', label: 'Car name', type: 'text', access: { update: nobody } },
        {
          name: 'customer',
          label: 'Shopper',
          type: 'relationship',
          relationTo: 'customers',
          required: true,
          index: true,
          access: { update: nobody },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'provider_ref', label: 'Payment reference', type: 'text', index: true, access: { update: nobody } },
        {
          name: 'expires_at',
          label: 'Hold ends',
          type: 'date',
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          access: { update: nobody },
        },
        {
          name: 'paid_at',
          label: 'Paid',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          access: { update: nobody },
        },
        {
          name: 'confirmed_at',
          label: 'Confirmed',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'journey',
      label: 'Online purchase choices',
      type: 'group',
      access: { update: nobody },
      fields: [
        { name: 'trade_in', label: 'Has a trade-in', type: 'checkbox' },
        { name: 'finance', label: 'Wants finance', type: 'checkbox' },
        {
          name: 'handover',
          label: 'Pick-up or delivery',
          type: 'select',
          options: [
            { label: 'Pick up at the dealership', value: 'pickup' },
            { label: 'Delivery', value: 'delivery' },
          ],
        },
        { name: 'postcode', label: 'Delivery postcode', type: 'text' },
      ],
    },
    { name: 'notes', label: 'Notes', type: 'textarea' },
    {
      // The car's id while this reservation holds it (awaiting payment, paid, confirmed), else empty:
      // the unique index lets one reservation at a time hold a car, even when two shoppers race.
      name: 'hold_key',
      label: 'Holds car',
      type: 'text',
      unique: true,
      // No field access on purpose: checkTransition recomputes it on every write, staff's or the app's.
      admin: { hidden: true },
    },
  ],
}
