import { escapeHtml } from 'server-kit';
import type { Language, LeadAttribution, RoutedLeadType } from 'contracts';
import type { MailMessage } from './mailer';

/**
 * The mail that tells sales about a new lead: what kind, who (name and
 * company where the form asked for them), where from, which campaign, and
 * the link to the lead in the console — never the lead's whole form (the
 * message, the phone stay in the console, behind its sign-in).
 */
interface SalesMailTexts {
  subject: (kind: string) => string;
  intro: string;
  kinds: Record<RoutedLeadType, string>;
  labels: { kind: string; name: string; company: string; country: string; language: string };
  campaign: string;
  open: string;
}

export const salesMailTexts: Record<Language, SalesMailTexts> = {
  de: {
    subject: (kind) => `Neuer Lead: ${kind}`,
    intro: 'Ein neuer Lead ist eingegangen.',
    kinds: {
      email: 'E-Book-Download',
      payment: 'Vorregistrierung Zahlungen',
      contact: 'Beratungsanfrage',
      newsletter: 'Newsletter-Anmeldung',
    },
    labels: {
      kind: 'Art',
      name: 'Name',
      company: 'Unternehmen',
      country: 'Land',
      language: 'Sprache',
    },
    campaign: 'Kampagne',
    open: 'In der Konsole öffnen',
  },
  es: {
    subject: (kind) => `Nuevo lead: ${kind}`,
    intro: 'Ha llegado un nuevo lead.',
    kinds: {
      email: 'Descarga de e-book',
      payment: 'Prerregistro de pagos',
      contact: 'Solicitud de asesoramiento',
      newsletter: 'Suscripción a la newsletter',
    },
    labels: {
      kind: 'Tipo',
      name: 'Nombre',
      company: 'Empresa',
      country: 'País',
      language: 'Idioma',
    },
    campaign: 'Campaña',
    open: 'Abrir en la consola',
  },
  fr: {
    subject: (kind) => `Nouveau lead\u202f: ${kind}`,
    intro: 'Un nouveau lead est arrivé.',
    kinds: {
      email: 'Téléchargement d’e-book',
      payment: 'Préinscription paiements',
      contact: 'Demande de conseil',
      newsletter: 'Inscription à la newsletter',
    },
    labels: {
      kind: 'Type',
      name: 'Nom',
      company: 'Entreprise',
      country: 'Pays',
      language: 'Langue',
    },
    campaign: 'Campagne',
    open: 'Ouvrir dans la console',
  },
};

/** What the mail says about the lead, from its event's data. */
export interface SalesMailLead {
  type: RoutedLeadType;
  email: string | null;
  name: string | null;
  company: string | null;
  country: string | null;
  language: string | null;
  campaign: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The fields the mail names, read from the lead as its event carries it
 * (outbox-events.ts leadCreatedEvent). The campaign is the last touch's
 * `utm_campaign`, else the first touch's.
 */
export function salesMailLead(
  type: RoutedLeadType,
  data: unknown,
  page: { country: string | null; language: string | null },
): SalesMailLead {
  const record = (data ?? {}) as Record<string, unknown>;
  const attribution = (record.attribution ?? {}) as Partial<LeadAttribution>;
  return {
    type,
    email: text(record.email),
    name: text(record.name),
    company: text(record.business),
    country: page.country,
    language: page.language,
    campaign: text(attribution.lastTouch?.campaign) ?? text(attribution.firstTouch?.campaign),
  };
}

/** The lead's place in the console's desk (filtered to its kind and address). */
export function consoleLeadLink(origin: string, language: Language, lead: SalesMailLead): string {
  const query = new URLSearchParams({ type: lead.type });
  if (lead.email) query.set('q', lead.email);
  return `${origin}/${language}/admin/leads?${query.toString()}`;
}

export function salesMail(
  to: string,
  language: Language,
  lead: SalesMailLead,
  link: string,
): MailMessage {
  const t = salesMailTexts[language];
  const kind = t.kinds[lead.type];
  const rows: [string, string | null][] = [
    [t.labels.kind, kind],
    [t.labels.name, lead.name],
    [t.labels.company, lead.company],
    [t.labels.country, lead.country],
    [t.labels.language, lead.language],
    [t.campaign, lead.campaign],
  ];
  const shown = rows.filter((row): row is [string, string] => row[1] !== null);
  return {
    to,
    language,
    subject: t.subject(kind),
    text: [
      t.intro,
      '',
      ...shown.map(([label, value]) => `${label}: ${value}`),
      '',
      `${t.open}: ${link}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(t.intro)}</p>`,
      '<table>',
      ...shown.map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p>`,
    ].join('\n'),
  };
}
