/**
 * Drawn cases per property-based test: `PROPERTY_RUNS`, else 200 on SQLite
 * and 50 on MariaDB. What is drawn tests the validation in front of the
 * database, the same code on both, and the fixed attack lists run in full on
 * both; the MariaDB run checks that what passes also passes its driver and
 * column types, which a quarter of the draws shows as well — and CI spends
 * its minutes elsewhere (the suite runs on both databases).
 */
export function propertyRuns(): number {
  if (process.env.PROPERTY_RUNS) return Number(process.env.PROPERTY_RUNS);
  return process.env.TEST_DB === 'mariadb' ? 50 : 200;
}
