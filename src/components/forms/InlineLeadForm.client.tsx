'use client'

import dynamic from 'next/dynamic'

/**
 * The lead form where it shows inline (the sold view's similar-car request, checkout). Loaded through
 * next/dynamic so its code (react-hook-form, zod) ships only with pages that render it: a static
 * import from a server component puts it in every vehicle page's bundle.
 */
export const InlineLeadForm = dynamic(() => import('./LeadForm.client').then((m) => m.LeadForm))
