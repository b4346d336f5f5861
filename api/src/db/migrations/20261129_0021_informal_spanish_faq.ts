import type { Knex } from 'knex';

/**
 * One seeded Spanish FAQ answer said "usted" ('Pida esa declaración a su
 * proveedor'); the site says "tú" (DESIGN.md §9). A database seeded then
 * still holds it: the answer found exactly as seeded is replaced by the
 * seed's text now; one an editor changed since is left alone.
 */
const FORMAL =
  'El fabricante del software debe emitir una declaración responsable que certifique que el sistema cumple el reglamento y la Orden HAC/1177/2024. Pida esa declaración a su proveedor; debe estar disponible dentro del propio programa.';
const INFORMAL =
  'El fabricante del software debe emitir una declaración responsable que certifique que el sistema cumple el reglamento y la Orden HAC/1177/2024. Pide esa declaración a tu proveedor; debe estar disponible dentro del propio programa.';

export const up = (knex: Knex) =>
  knex('faqs').where({ language: 'es', answer: FORMAL }).update({ answer: INFORMAL });

export const down = (knex: Knex) =>
  knex('faqs').where({ language: 'es', answer: INFORMAL }).update({ answer: FORMAL });
