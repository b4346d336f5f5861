import { useSearchParams } from 'react-router-dom';
import { RESULT_PARAM, SENT_PARAM } from 'shared-ui';
import { Outcome } from '../frame/Outcome';

/**
 * What the last post of a record page did, after its redirect
 * (`?gesendet=<form>`), said once for the page: `text` gets which of the
 * page's forms it was (`pixel-delete:<id>` → 'delete') and its result (the
 * new record's name), and says it, or nothing.
 */
export function SentOutcome({
  prefix,
  text,
}: {
  /** The page's form names' prefix (`pixel`, `faq`). */
  prefix: string;
  text: (form: string, result: string) => string | undefined;
}) {
  const [search] = useSearchParams();
  const sent = search.get(SENT_PARAM) ?? '';
  if (!sent.startsWith(`${prefix}-`)) return null;
  const form = sent.slice(prefix.length + 1).split(':')[0]!;
  const said = text(form, search.get(RESULT_PARAM) ?? '');
  return said ? <Outcome outcome={{ text: said, failed: false }} /> : null;
}
