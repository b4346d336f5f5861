import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { colors, fontSize, RESULT_PARAM, SENT_PARAM, space, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { DECISIONS, type Decision } from './boardForms';
import { entryPage } from './boardPaths';

/** An entry id as the API makes them; anything else in a hand-made URL is not linked. */
const ENTRY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a decision did (published, rejected, merged), said once for the page:
 * the entry has left the list its form was in. The redirect after the post
 * names the form (`?gesendet=publish:<id>`) and, for a merge, the original
 * (`&ergebnis=<id>`): the way there, unless this page is it.
 */
export function DecisionOutcome() {
  const { t } = useConsoleTexts();
  const localePath = useLocalePath();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const [kind = '', entryId = ''] = (search.get(SENT_PARAM) ?? '').split(':');
  if (!(DECISIONS as readonly string[]).includes(kind)) return null;
  const decision = kind as Decision;
  const original = search.get(RESULT_PARAM) ?? '';
  const target =
    decision === 'publish' && ENTRY_ID.test(entryId)
      ? { to: entryPage(entryId), text: t('board.openEntry') }
      : decision === 'merge' && ENTRY_ID.test(original)
        ? { to: entryPage(original), text: t('board.openOriginal') }
        : undefined;
  const link = target && !pathname.endsWith(`/${target.to}`) ? target : undefined;
  return (
    <Done role="status">
      {t(`board.decided.${decision}`)}
      {link ? (
        <>
          {' '}
          <Link to={localePath(link.to)}>{link.text}</Link>
        </>
      ) : null}
    </Done>
  );
}

const Done = styled.p`
  margin: ${space.md} 0;
  padding: ${space.md};
  border-left: 4px solid ${colors.success};
  background: ${colors.surfaceMuted};
  font-size: ${fontSize.sm};
  font-weight: 600;
`;
