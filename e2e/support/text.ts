/** Intl puts (narrow) no-break spaces between number and sign; tests compare plain spaces. */
export const plainSpaces = (text: string | null): string =>
  (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
