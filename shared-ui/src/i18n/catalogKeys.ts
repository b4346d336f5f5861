/** Every key path of a catalog (`a.b.c`), to prove catalogs complete in tests. */
export function catalogKeys(catalog: object, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') return catalogKeys(value as object, path);
    return typeof value === 'string' && value.trim() !== '' ? [path] : [`${path} (empty)`];
  });
}
