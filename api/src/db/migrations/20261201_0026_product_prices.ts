import type { Knex } from 'knex';

/*
 * Issue 40: a product's monthly price per country ('ab 19,90 € / Monat'),
 * shown on its card and page and offered in its structured data. Optional
 * (NULL: no price shown); the currency is the country's (contracts/prices.ts).
 */
const COLUMNS = ['price_de', 'price_es', 'price_fr'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    for (const column of COLUMNS) t.decimal(column, 10, 2).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    for (const column of COLUMNS) t.dropColumn(column);
  });
}
