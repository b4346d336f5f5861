/** The staff list (admin). */
export const STAFF_PATH = '/api/admin/users';
