import { escapeHtml } from 'server-kit';
import {
  BRAND,
  COUNTRIES,
  COUNTRY_LANGUAGE,
  LANGUAGES,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRMATION_HOURS,
  NEWSLETTER_TOKEN_PARAM,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type Country,
  type Language,
} from 'contracts';
import type { MailMessage } from './mailer';

/**
 * The newsletter's mails. The confirmation mail (double opt-in, UWG §7 /
 * BGH I ZR 164/09) asks only to confirm: no advertising, no offer, no tip —
 * it says who asked where, what follows a confirmation and that nothing
 * follows without one. Like every newsletter mail it carries the one-click
 * unsubscribe link, in the text and as List-Unsubscribe (+ RFC 8058
 * List-Unsubscribe-Post, so mail programs offer their own button).
 */

interface ConfirmationTexts {
  subject: string;
  greeting: string;
  asked: (site: string) => string;
  confirm: string;
  button: string;
  validity: (hours: number) => string;
  notYou: string;
  unsubscribe: string;
}

/** The confirmation mail's words per language (exported for the catalogs' voice test). */
export const confirmationMailTexts: Record<Language, ConfirmationTexts> = {
  de: {
    subject: 'Bitte bestätige deine Anmeldung zum Newsletter',
    greeting: 'Hallo,',
    asked: (site) =>
      `beim Download eines E-Books auf ${site} wurde mit dieser Adresse unser monatlicher Newsletter mit Tipps & Tricks bestellt.`,
    confirm: 'Wenn du das warst, bestätige deine Anmeldung bitte hier:',
    button: 'Anmeldung bestätigen',
    validity: (hours) => `Der Link ist ${hours} Stunden gültig.`,
    notYou:
      'Wenn du das nicht warst, musst du nichts tun: Ohne deine Bestätigung bekommst du keinen Newsletter von uns.',
    unsubscribe: 'Keine E-Mails mehr von uns? Mit einem Klick abmelden:',
  },
  es: {
    subject: 'Confirma tu suscripción a la newsletter',
    greeting: 'Hola:',
    asked: (site) =>
      `Al descargar un e-book en ${site}, alguien ha pedido con esta dirección nuestra newsletter mensual con trucos y consejos.`,
    confirm: 'Si has sido tú, confirma tu suscripción aquí:',
    button: 'Confirmar suscripción',
    validity: (hours) => `El enlace es válido durante ${hours} horas.`,
    notYou:
      'Si no has sido tú, no tienes que hacer nada: sin tu confirmación no recibirás ninguna newsletter nuestra.',
    unsubscribe: '¿No quieres recibir más correos nuestros? Date de baja con un clic:',
  },
  fr: {
    subject: 'Confirme ton inscription à la newsletter',
    greeting: 'Bonjour,',
    asked: (site) =>
      `En téléchargeant un e-book sur ${site}, quelqu'un a demandé avec cette adresse notre newsletter mensuelle de trucs et astuces.`,
    confirm: "Si c'était toi, confirme ton inscription ici :",
    button: "Confirmer l'inscription",
    validity: (hours) => `Le lien est valable ${hours} heures.`,
    notYou:
      "Si ce n'était pas toi, tu n'as rien à faire : sans ta confirmation, tu ne recevras aucune newsletter de notre part.",
    unsubscribe: 'Tu ne veux plus recevoir nos e-mails ? Désinscris-toi en un clic :',
  },
};

const isLanguage = (value: string | null): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');
const isCountry = (value: string | null): value is Country =>
  (COUNTRIES as readonly string[]).includes(value ?? '');

/** The locale of the page the address asked on (language decides the texts); German otherwise. */
export function mailLocale(language: string | null, country: string | null) {
  const lang: Language = isLanguage(language) ? language : 'de';
  const fallbackCountry = (Object.keys(COUNTRY_LANGUAGE) as Country[]).find(
    (code) => COUNTRY_LANGUAGE[code] === lang,
  );
  return { language: lang, country: isCountry(country) ? country : (fallbackCountry ?? 'DE') };
}

/** A page of the site with a link's token: the origin is configuration, never a request's Host. */
export function newsletterLink(
  origin: string,
  locale: { language: Language; country: Country },
  page: 'confirm' | 'unsubscribe',
  token: string,
): string {
  const path = page === 'confirm' ? NEWSLETTER_CONFIRM_PATH : NEWSLETTER_UNSUBSCRIBE_PATH;
  const query = new URLSearchParams({ [NEWSLETTER_TOKEN_PARAM]: token });
  return `${origin}/${locale.language}_${locale.country}/${path}?${query}`;
}

/** The unsubscribe headers every newsletter mail carries (RFC 2369, RFC 8058 one-click). */
export const unsubscribeHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export interface ConfirmationMailInput {
  to: string;
  origin: string;
  language: string | null;
  country: string | null;
  confirmToken: string;
  unsubscribeToken: string;
}

/** The double opt-in's mail: the confirmation link (48 h) and the unsubscribe link. */
export function confirmationMail(input: ConfirmationMailInput): MailMessage {
  const locale = mailLocale(input.language, input.country);
  const texts = confirmationMailTexts[locale.language];
  const site = new URL(input.origin).host;
  const confirmUrl = newsletterLink(input.origin, locale, 'confirm', input.confirmToken);
  const unsubscribeUrl = newsletterLink(
    input.origin,
    locale,
    'unsubscribe',
    input.unsubscribeToken,
  );
  const validity = texts.validity(NEWSLETTER_CONFIRMATION_HOURS);
  const text = [
    texts.greeting,
    '',
    texts.asked(site),
    '',
    texts.confirm,
    confirmUrl,
    validity,
    '',
    texts.notYou,
    '',
    `${texts.unsubscribe} ${unsubscribeUrl}`,
    '',
    `${BRAND.name} · ${site}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${locale.language}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">
<p>${e(texts.greeting)}</p>
<p>${e(texts.asked(site))}</p>
<p>${e(texts.confirm)}</p>
<p><a href="${e(confirmUrl)}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">${e(texts.button)}</a></p>
<p>${e(validity)}</p>
<p>${e(texts.notYou)}</p>
<p style="font-size:13px;color:#4b5563">${e(texts.unsubscribe)} <a href="${e(unsubscribeUrl)}">${e(unsubscribeUrl)}</a></p>
<p style="font-size:13px;color:#4b5563">${e(BRAND.name)} · ${e(site)}</p>
</body></html>`;
  return {
    to: input.to,
    subject: texts.subject,
    text,
    html,
    language: locale.language,
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
