/** Before and after as compact JSON; one side alone when the other is empty. */
export function change(before: unknown, after: unknown): string {
  const show = (value: unknown) =>
    value === null || value === undefined ? '' : JSON.stringify(value);
  const [from, to] = [show(before), show(after)];
  if (from && to) return `${from} → ${to}`;
  return from || to || '–';
}
