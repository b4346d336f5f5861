import { Navigate } from 'react-router-dom';
import { useLocale } from 'shared-ui';

/** `/` → `/{locale}` of the resolved locale, as a replace navigation (SPEC §2). */
export function RootRedirect() {
  const locale = useLocale((state) => state.locale);
  return <Navigate to={`/${locale}`} replace />;
}
