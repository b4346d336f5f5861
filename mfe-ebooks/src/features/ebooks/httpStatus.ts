import { httpStatusOf } from 'shared-ui';

/** The API answers 404 for an unknown e-book (400 for an id it cannot read). */
export const isNotFoundError = (error: unknown) => {
  const status = httpStatusOf(error);
  return status === 404 || status === 400;
};
