import { useQuery } from '@tanstack/react-query';
import type { StaffSession, StaffUser } from 'contracts';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView } from '../frame/QueryView';
import { TableScroll } from '../frame/TableScroll';
import { CreateStaffForm } from './CreateStaffForm';
import { StaffActions } from './StaffActions';
import { STAFF_PATH } from './staffPath';

/** Staff (admin): who has which role, when they last signed in; create, change, reset, (de)activate. */
export function StaffPage() {
  return <ConsoleFrame page="staff">{(session) => <StaffList session={session} />}</ConsoleFrame>;
}

function StaffList({ session }: { session: StaffSession }) {
  const { t } = useConsoleTexts();
  const { moment } = useFormatters();
  const query = useQuery(consoleQuery<StaffUser[]>(STAFF_PATH));
  return (
    <>
      <QueryView query={query}>
        {(users) => (
          <TableScroll aria-label={t('staff.caption')}>
            <table>
              <caption>{t('staff.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.username')}</th>
                  <th scope="col">{t('staff.role')}</th>
                  <th scope="col">{t('staff.active')}</th>
                  <th scope="col">{t('staff.lastSignIn')}</th>
                  <th scope="col">{t('staff.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">{user.username}</th>
                    <td>{t(`roles.${user.role}`)}</td>
                    <td>{user.active ? t('staff.activeYes') : t('staff.activeNo')}</td>
                    <td>{user.lastSignInAt ? moment(user.lastSignInAt) : t('staff.never')}</td>
                    <td>
                      <StaffActions user={user} self={user.id === session.user.id} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </QueryView>
      <CreateStaffForm />
    </>
  );
}
