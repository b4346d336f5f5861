import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'shared-ui';

/**
 * The server's render of one page failed in part (a section unavailable):
 * the page's path and its reference, the start of the request's trace id,
 * which the server's log line holds whole.
 */
export interface ServerErrorReference {
  path: string;
  id: string;
}

export const ErrorReferenceContext = createContext<ServerErrorReference | undefined>(undefined);

/**
 * 'Fehler-ID: …' on the page the server rendered with the failure, for the
 * visitor to quote. Not after the visitor moved on in the browser: a failure
 * there is the browser's own, with no request of the server behind it.
 */
export function ErrorReference() {
  const reference = useContext(ErrorReferenceContext);
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  if (!reference || reference.path !== pathname) return null;
  return <p data-testid="error-reference">{t('error.reference', { id: reference.id })}</p>;
}
