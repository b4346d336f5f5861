import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, InputField, SelectField } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { DateRangeFields } from './DateRangeFields';
import { FilterForm, useFilterValue } from './FilterForm';

/**
 * The pages whose filters come with a CSV export (audit log, leads desk,
 * campaigns): their texts are one group each, with the same keys (filters,
 * apply, reset, export, from, to, all).
 */
type ExportGroup = 'audit' | 'leads' | 'campaigns';

/**
 * A list's filters (FilterForm) and the CSV link after apply and reset:
 * the link carries the filter the URL has, so the export is the list shown.
 */
export function ExportFilterForm({
  group,
  exportPath,
  children,
}: {
  group: ExportGroup;
  exportPath: (search: URLSearchParams) => string;
  children: ReactNode;
}) {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  return (
    <FilterForm
      label={t(`${group}.filters`)}
      apply={t(`${group}.apply`)}
      reset={t(`${group}.reset`)}
      actions={
        <Button as="a" href={exportPath(search)} download $variant="secondary">
          {t(`${group}.export`)}
        </Button>
      }
    >
      {children}
    </FilterForm>
  );
}

/** The 'from' and 'to' days of the URL's filter, bounding each other (DateRangeFields). */
export function FilterDates({ group }: { group: ExportGroup }) {
  const { t } = useConsoleTexts();
  const value = useFilterValue();
  return (
    <DateRangeFields
      labels={{ from: t(`${group}.from`), to: t(`${group}.to`) }}
      from={value('from')}
      to={value('to')}
    />
  );
}

/** A select's options: 'all' (no filter, '') first, then each code with its label. */
export function useFilterChoices(group: ExportGroup) {
  const { t } = useConsoleTexts();
  return (codes: readonly string[], label: (code: string) => string = (code) => code) => [
    { value: '', label: t(`${group}.all`) },
    ...codes.map((code) => ({ value: code, label: label(code) })),
  ];
}

/** The list's search words (`q`), as the URL has them. */
export function FilterSearch({ label, maxLength }: { label: string; maxLength: number }) {
  const value = useFilterValue();
  return (
    <InputField
      label={label}
      name="q"
      type="search"
      maxLength={maxLength}
      defaultValue={value('q')}
    />
  );
}

/** Active, inactive or all records (`active`: 'true', 'false' or ''), as the URL has it. */
export function ActiveFilter({
  labels,
}: {
  labels: { status: string; all: string; active: string; inactive: string };
}) {
  const value = useFilterValue();
  return (
    <SelectField
      label={labels.status}
      name="active"
      defaultValue={value('active')}
      options={[
        { value: '', label: labels.all },
        { value: 'true', label: labels.active },
        { value: 'false', label: labels.inactive },
      ]}
    />
  );
}
