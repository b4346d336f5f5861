import { useLocation } from 'react-router-dom';
import { sameSiteReturnPath } from './returnPath';

/** The page a preference form is on (path and query, no `return` of its own), for the server to send the visitor back. */
export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  return sameSiteReturnPath(`${pathname}${search}`, pathname);
}
