import {
  HOST_MAX_LENGTH,
  PATH_MAX_LENGTH,
  TOUCH_FIELDS,
  UTM_MAX_LENGTH,
  type AttributionInput,
  type LeadAttribution,
  type Touch,
  type TouchField,
} from 'contracts';

/**
 * The attribution columns every lead table has (issue 37, migration 0019):
 * `first_*` and `last_*` for each touch field, and `form_path`. One mapping
 * for the migration, the rows and the desk.
 */
const TOUCH_COLUMNS = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  term: 'utm_term',
  content: 'utm_content',
  referrerHost: 'referrer_host',
  landingPath: 'landing_path',
} as const satisfies Record<TouchField, string>;
const TOUCHES = { firstTouch: 'first', lastTouch: 'last' } as const;
type TouchKey = keyof typeof TOUCHES;

const fieldLength = (field: TouchField) =>
  field === 'referrerHost'
    ? HOST_MAX_LENGTH
    : field === 'landingPath'
      ? PATH_MAX_LENGTH
      : UTM_MAX_LENGTH;

/** The column of a touch's field: `last_utm_campaign`. */
export const touchColumn = (touch: TouchKey, field: TouchField): AttributionColumn =>
  `${TOUCHES[touch]}_${TOUCH_COLUMNS[field]}`;

/** Every attribution column with its varchar length. */
export const attributionColumnLengths = (): [AttributionColumn, number][] => [
  ...(Object.keys(TOUCHES) as TouchKey[]).flatMap((touch) =>
    TOUCH_FIELDS.map((field): [AttributionColumn, number] => [
      touchColumn(touch, field),
      fieldLength(field),
    ]),
  ),
  ['form_path', PATH_MAX_LENGTH],
];

export const ATTRIBUTION_COLUMNS = attributionColumnLengths().map(([column]) => column);

type AttributionColumn =
  `${(typeof TOUCHES)[TouchKey]}_${(typeof TOUCH_COLUMNS)[TouchField]}` | 'form_path';
export type AttributionColumns = Record<AttributionColumn, string | null>;

/** A lead row's attribution columns from the validated input: null where the input has nothing. */
export function attributionColumns(input: { attribution?: AttributionInput }): AttributionColumns {
  const columns = {} as AttributionColumns;
  for (const touch of Object.keys(TOUCHES) as TouchKey[]) {
    const values: Touch | undefined = input.attribution?.[touch];
    for (const field of TOUCH_FIELDS) columns[touchColumn(touch, field)] = values?.[field] ?? null;
  }
  columns.form_path = input.attribution?.formPath ?? null;
  return columns;
}

/** A row's attribution as the desk shows it. */
export function toLeadAttribution(row: AttributionColumns): LeadAttribution {
  const touch = (key: TouchKey) =>
    Object.fromEntries(
      TOUCH_FIELDS.map((field) => [field, row[touchColumn(key, field)] ?? null]),
    ) as LeadAttribution['firstTouch'];
  return {
    firstTouch: touch('firstTouch'),
    lastTouch: touch('lastTouch'),
    formPath: row.form_path ?? null,
  };
}
