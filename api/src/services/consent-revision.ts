import { createHash } from 'node:crypto';
import {
  CONSENT_CATEGORIES,
  type ConsentConfig,
  type ConsentServiceDefinition,
  type Language,
} from 'contracts';

/**
 * The configuration revision: a SHA-256 over the texts' version and every
 * service in every language (category, name, vendor, purpose, storage), in
 * the order listed. Anything a visitor was told changes it, so the banner asks
 * again; the same configuration always gives the same revision.
 */
export function consentRevision(
  services: readonly ConsentServiceDefinition[],
  textsVersion: string,
): string {
  const canonical = JSON.stringify({
    textsVersion,
    services: services.map((s) => [
      s.id,
      s.category,
      s.name,
      s.vendor,
      s.purpose,
      s.storage.map((entry) => [entry.name, entry.kind, entry.lifetime]),
    ]),
  });
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/** The categories with their services in one language, as GET /api/consent/config answers. */
export function consentConfig(
  services: readonly ConsentServiceDefinition[],
  textsVersion: string,
  language: Language,
): ConsentConfig {
  return {
    revision: consentRevision(services, textsVersion),
    textsVersion,
    language,
    categories: CONSENT_CATEGORIES.map((category) => ({
      id: category,
      required: category === 'necessary',
      services: services
        .filter((service) => service.category === category)
        .map((service) => ({
          id: service.id,
          name: service.name[language],
          vendor: service.vendor[language],
          purpose: service.purpose[language],
          storage: service.storage.map((entry) => ({ ...entry })),
          origins: [...(service.origins ?? [])],
        })),
    })),
  };
}
