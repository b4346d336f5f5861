import { formText, leadFormFailure, type FormValues, type SectionActionArgs } from 'shared-ui';
import type { ConsoleForms } from '../frame/consoleAction';
import { postThenRedirect } from '../records/recordForms';
import { STAFF_PATH } from './staffPath';

/** The staff page's forms: a new member, and per member their role, a new password, active or not. */
export const CREATE_STAFF_FORM = 'staff-create';
const MEMBER_FORMS = { role: 'staff-role', password: 'staff-password', active: 'staff-active' };
export const staffForm = (kind: keyof typeof MEMBER_FORMS, userId: string) =>
  `${MEMBER_FORMS[kind]}:${userId}`;
export type StaffField = 'username' | 'role' | 'password' | 'active';

const userPath = (userId: string, change: string) =>
  `${STAFF_PATH}/${encodeURIComponent(userId)}/${change}`;

/**
 * A staff change posted to the API, then the page again saying so (the
 * list is read afresh); a refusal (the last admin, a common password) is
 * said at the form. A password is never sent back.
 */
function post(
  args: SectionActionArgs,
  path: string,
  body: Record<string, unknown>,
  values: FormValues<StaffField>,
  form: string,
  result?: string,
) {
  return postThenRedirect(args, { path, body, form, result }, (error) =>
    leadFormFailure<StaffField>(error, values, 'username', form),
  );
}

export const staffForms: ConsoleForms = {
  [CREATE_STAFF_FORM]: (args, _id, form) => {
    const username = formText(args.formData, 'username');
    const role = formText(args.formData, 'role');
    const body = { username, role, password: formText(args.formData, 'password') };
    // The page names who was created, as the API stores the name.
    return post(args, STAFF_PATH, body, { username, role }, form, username.trim().toLowerCase());
  },
  [MEMBER_FORMS.role]: (args, userId, form) => {
    const role = formText(args.formData, 'role');
    return post(args, userPath(userId, 'role'), { role }, { role }, form);
  },
  [MEMBER_FORMS.password]: (args, userId, form) =>
    post(
      args,
      userPath(userId, 'password'),
      { password: formText(args.formData, 'password') },
      {},
      form,
    ),
  [MEMBER_FORMS.active]: (args, userId, form) => {
    const active = formText(args.formData, 'active') === 'true';
    return post(args, userPath(userId, 'active'), { active }, {}, form);
  },
};
