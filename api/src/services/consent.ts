import {
  CONSENT_TEXTS_VERSION,
  FIRST_PARTY_SERVICES,
  type ConsentConfig,
  type ConsentInput,
  type ConsentRecord,
  type Language,
} from 'contracts';
import type { Db } from '../db/connection';
import { insertConsent } from '../data/consent-log';
import { listPixelServices } from '../data/tracking-pixels';
import { consentConfig } from './consent-revision';

export interface ConsentService {
  /** The site's own services, then the active pixels, by category, in one language. */
  config(language: Language): Promise<ConsentConfig>;
  /** Stores one choice as proof (server time). */
  record(input: ConsentInput): Promise<ConsentRecord>;
}

export function consentService(db: Db, textsVersion = CONSENT_TEXTS_VERSION): ConsentService {
  return {
    config: async (language) =>
      consentConfig(
        [...FIRST_PARTY_SERVICES, ...(await listPixelServices(db))],
        textsVersion,
        language,
      ),
    record: (input) => insertConsent(db, input),
  };
}
