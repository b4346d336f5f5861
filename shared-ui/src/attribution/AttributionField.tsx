import {
  ATTRIBUTION_FIELD,
  cleanPath,
  decodeAttribution,
  type Attribution,
} from 'contracts/attribution-fields';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What brought the visitor (issue 37), as the lead forms post it: the
 * shell's store gives the encoded value (contracts encodeAttribution); on
 * the shell's server it is empty, because pages are cached without their
 * tracking parameters: the server fills the field per answer
 * (ATTRIBUTION_FIELD_MARKER), so a form posted without script carries it too.
 */
const AttributionContext = createContext('');

export function AttributionProvider({ value, children }: { value: string; children: ReactNode }) {
  return <AttributionContext.Provider value={value}>{children}</AttributionContext.Provider>;
}

/**
 * The empty field exactly as React renders it: the shell's server puts the
 * visitor's value in here, after the page cache (shell/server/attribution.ts).
 */
export const ATTRIBUTION_FIELD_MARKER = `name="${ATTRIBUTION_FIELD}" value=""`;

/** The hidden field every lead form carries (one per form). */
export function AttributionField() {
  const value = useContext(AttributionContext);
  return (
    // The server's answer holds the value filled in; the browser's store computes the same one.
    <input type="hidden" name={ATTRIBUTION_FIELD} value={value} suppressHydrationWarning />
  );
}

/** The API's `attribution` of a lead: the posted touches and the page the form was sent from. */
export function leadAttribution(
  formData: FormData,
  request: Request,
): { attribution: Attribution & { formPath?: string } } {
  const { firstTouch, lastTouch } = decodeAttribution(formData.get(ATTRIBUTION_FIELD));
  const formPath = cleanPath(new URL(request.url).pathname);
  return {
    attribution: {
      ...(firstTouch ? { firstTouch } : {}),
      ...(lastTouch ? { lastTouch } : {}),
      ...(formPath ? { formPath } : {}),
    },
  };
}
