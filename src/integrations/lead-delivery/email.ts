import { create } from 'xmlbuilder2'

import { leadAdf } from './adf'
import { customerFullName, type DeliverableLead, leadRows, PROVIDER_NAME, vehicleTitle } from './lead'

/** Where the ADF goes in the e-mail: as the plain-text body (what most CRM mailboxes parse) or attached. */
export type AdfPlacement = 'body' | 'attachment'

/** What Payload's `sendEmail` (nodemailer) takes; kept to the fields we set. */
export type EmailMessage = {
  to: string[]
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  attachments?: { filename: string; content: string; contentType: string }[]
}

export const leadSubject = (lead: DeliverableLead) =>
  `New lead: ${lead.category || lead.type} · ${customerFullName(lead)}${lead.vehicle ? ` · ${vehicleTitle(lead.vehicle)}` : ''} (${lead.site.name})`

const readableText = (lead: DeliverableLead) =>
  leadRows(lead)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n')

/** A small HTML table of the same rows, built (and escaped) by the XML builder. */
function readableHtml(lead: DeliverableLead, intro: string): string {
  const html = create().ele('html').ele('body')
  html.ele('p').txt(intro)
  const table = html.ele('table', { cellpadding: '4' })
  for (const [label, value] of leadRows(lead)) {
    const row = table.ele('tr')
    row.ele('th', { align: 'left' }).txt(label)
    row.ele('td').txt(value)
  }
  return html.end({ headless: true })
}

/** A stable Message-ID per lead: a mailbox that de-duplicates files a re-sent lead once. */
export const leadMessageId = (lead: DeliverableLead, domain = 'leads.forecourt.invalid') =>
  `<lead-${lead.id}@${domain}>`

/**
 * The lead e-mail (docs/features/leads.md "Lead delivery", "The e-mail"): ADF 1.0 in the plain-text body or as
 * `lead-{id}.xml`, with a readable HTML part (and a readable text part when the ADF is attached).
 */
export function leadEmail(lead: DeliverableLead, to: string[], placement: AdfPlacement): EmailMessage {
  const adf = leadAdf(lead)
  const intro = `A new enquiry from ${lead.site.name} for ${lead.dealership.name}.`
  const base = {
    to,
    subject: leadSubject(lead),
    html: readableHtml(lead, intro),
    headers: { 'Message-ID': leadMessageId(lead), 'X-Lead-Id': String(lead.id) },
  }
  if (placement === 'body') return { ...base, text: adf }
  return {
    ...base,
    text: `${intro}\n\n${readableText(lead)}\n\nThe lead is attached as ADF XML (lead-${lead.id}.xml).`,
    attachments: [{ filename: `lead-${lead.id}.xml`, content: adf, contentType: 'application/xml' }],
  }
}

/** The one alert to the dealership's fallback address when a lead could not be delivered in 24 h. */
export function deadLeadAlert(lead: DeliverableLead, to: string[], lastError: string | null): EmailMessage {
  const intro = `${PROVIDER_NAME} could not deliver this lead to your CRM for 24 hours and has stopped trying. Last error: ${lastError || 'unknown'}. The lead is kept in the admin (Leads, status "dead"), where you can retry it.`
  return {
    to,
    subject: `Lead not delivered: ${customerFullName(lead)} (${lead.site.name})`,
    text: `${intro}\n\n${readableText(lead)}`,
    html: readableHtml(lead, intro),
    headers: { 'Message-ID': leadMessageId(lead).replace('<lead-', '<lead-alert-'), 'X-Lead-Id': String(lead.id) },
  }
}
