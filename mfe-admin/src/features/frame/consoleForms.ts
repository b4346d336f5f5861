import type { SectionActionArgs } from 'shared-ui';

/**
 * One form of a console page: the action's arguments, the id its name
 * carries after the colon (`status:<lead id>`) and the whole name, which
 * its answer repeats (`leadFormFailure(…, form)`, `sentRedirect(…, { form })`).
 */
export type ConsoleFormHandler = (
  args: SectionActionArgs,
  id: string,
  form: string,
) => Promise<unknown>;

/** A page's forms by the name before the colon. */
export type ConsoleForms = Readonly<Record<string, ConsoleFormHandler>>;
