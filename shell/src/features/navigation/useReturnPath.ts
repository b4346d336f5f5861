import { useLocation } from 'react-router-dom';

/** The page a preference form is on (path and query), for the server to send the visitor back. */
export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
