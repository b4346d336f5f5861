import { useQuery } from '@tanstack/react-query';
import type { StaffSession, StaffUser } from 'contracts';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView } from '../frame/QueryView';
import { ConsoleTable, type ConsoleColumn } from '../frame/ConsoleTable';
import { When } from '../frame/When';
import { CreateStaffForm } from './CreateStaffForm';
import { StaffActions } from './StaffActions';
import { STAFF_PATH } from './staffPath';

/** Staff (admin): who has which role, when they last signed in; create, change, reset, (de)activate. */
export function StaffPage() {
  return <ConsoleFrame page="staff">{(session) => <StaffList session={session} />}</ConsoleFrame>;
}

function StaffList({ session }: { session: StaffSession }) {
  const { t } = useConsoleTexts();
  const columns = useStaffColumns(session);
  const query = useQuery(consoleQuery<StaffUser[]>(STAFF_PATH));
  return (
    <>
      <QueryView query={query}>
        {(users) => (
          <ConsoleTable
            caption={t('staff.caption')}
            columns={columns}
            rows={users}
            rowKey={(user) => user.id}
          />
        )}
      </QueryView>
      <CreateStaffForm />
    </>
  );
}

function useStaffColumns(session: StaffSession): ConsoleColumn<StaffUser>[] {
  const { t } = useConsoleTexts();
  return [
    { key: 'username', label: t('staff.username'), rowHeader: true, cell: (user) => user.username },
    { key: 'role', label: t('staff.role'), cell: (user) => t(`roles.${user.role}`) },
    {
      key: 'active',
      label: t('staff.active'),
      cell: (user) => (user.active ? t('staff.activeYes') : t('staff.activeNo')),
    },
    {
      key: 'lastSignIn',
      label: t('staff.lastSignIn'),
      cell: (user) => (user.lastSignInAt ? <When iso={user.lastSignInAt} /> : t('staff.never')),
    },
    {
      key: 'actions',
      label: t('staff.actions'),
      cell: (user) => <StaffActions user={user} self={user.id === session.user.id} />,
    },
  ];
}
