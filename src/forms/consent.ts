/**
 * The marketing opt-in starts unticked on every lead form, and a lead that does not send it is
 * stored as not opted in: under the Spam Act 2003 consent to marketing must be given, not assumed
 * (docs/features/leads.md "Marketing consent"). This departs on purpose from finance §5 "Opt-in checkbox optional,
 * default true".
 */
export const OPT_IN_DEFAULT = false
