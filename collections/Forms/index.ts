import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Field, Plugin } from 'payload'

import { isSuperAdminUser } from '@/access/roles'
import { isStaff, isTenantAdmin } from '@/access/staff'
import { slugField } from '@/fields/slug'
import { CUSTOM_FORM_FIELD_TYPES } from '@/forms/custom-form-schema'

import { boundApiLists } from '../hooks/bound-api-lists'
import { revalidates } from '../hooks/revalidates'

/** The plugin's form settings we keep: the rest (e-mails, confirmation, redirect) is ours (the lead's delivery, /success). */
const KEPT_FORM_FIELDS = ['title', 'fields', 'submitButtonLabel']

const named = (field: Field) => ('name' in field ? field.name : '')

/** Same walls as every other collection (collections/index.ts `walled`; the input guards come with payload.config.ts). */
const walledHooks = { beforeOperation: [boundApiLists] }

/** A cached page's form block names its form by slug (FormBlock.tsx): a renamed or deleted form expires the pages. */
const expire = revalidates('pages')

/**
 * Staff-defined forms (docs/features/leads.md "Staff-defined forms"): staff build an extra form (a fleet enquiry)
 * in the admin with Payload's form builder; the site shows it at /forms/{slug} with our form
 * components, and POST /api/custom-forms/{slug} stores each answer as a lead delivered like any other.
 * Forms are tenant-scoped (payload.config.ts) and staff-only; only the field types our form can
 * render are offered. The plugin's `form-submissions` collection is kept shut: shoppers never write
 * through Payload's REST API (ARCHITECTURE "Walls"), the lead is the record.
 */
export const formBuilder: Plugin = formBuilderPlugin({
  fields: {
    ...Object.fromEntries(CUSTOM_FORM_FIELD_TYPES.map((type) => [type, true])),
    country: false,
    state: false,
    date: false,
    radio: false,
    payment: false,
    upload: false,
  },
  formOverrides: {
    labels: { singular: 'Form', plural: 'Forms' },
    access: { read: isStaff, create: isStaff, update: isStaff, delete: isTenantAdmin },
    admin: {
      group: 'Content',
      useAsTitle: 'title',
      defaultColumns: ['title', 'slug', 'updatedAt'],
      description: 'Extra forms for your site (e.g. a fleet enquiry), shown at /forms/{slug}. Answers arrive as leads.',
    },
    lockDocuments: false,
    hooks: { ...walledHooks, ...expire.hooks },
    // One form per address on a dealer group's sites: a second 'fleet' is refused, not shadowed.
    indexes: [{ fields: ['tenant', 'slug'], unique: true }],
    fields: ({ defaultFields }) => [
      ...defaultFields.filter((f) => KEPT_FORM_FIELDS.includes(named(f))),
      slugField('title', {
        required: true,
        admin: {
          position: 'sidebar',
          description: 'The form is at /forms/{slug} on your site. Filled from the title when left empty.',
        },
      }),
    ],
  },
  formSubmissionOverrides: {
    labels: { singular: 'Form submission', plural: 'Form submissions' },
    // Submissions arrive as leads (POST /api/custom-forms/{slug}); nobody writes here.
    access: {
      read: ({ req }) => isSuperAdminUser(req.user),
      create: () => false,
      update: () => false,
      delete: () => false,
    },
    admin: { hidden: true },
    lockDocuments: false,
    hooks: walledHooks,
  },
})
