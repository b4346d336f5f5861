import { Fragment, type ReactNode } from 'react';

/**
 * A record page's list, and below it its form: the edit of the record the
 * address names (`?pixel=<id>`; a new form per saved version, so it shows
 * what was saved), else the form for a new one. A named record that is not
 * in the list (deleted meanwhile) is said so.
 */
export function ListWithEditor<Rec extends { id: string; version: number }>({
  records,
  editing,
  notFound,
  list,
  editor,
}: {
  records: readonly Rec[];
  /** The id the address names, if any. */
  editing: string | null;
  notFound: string;
  list: ReactNode;
  editor: (record?: Rec) => ReactNode;
}) {
  const record = editing ? records.find((candidate) => candidate.id === editing) : undefined;
  return (
    <>
      {list}
      {editing && !record ? <p role="alert">{notFound}</p> : null}
      {record ? (
        <Fragment key={`${record.id}:${record.version}`}>{editor(record)}</Fragment>
      ) : (
        editor()
      )}
    </>
  );
}
