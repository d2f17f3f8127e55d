/** knex's own factory of knex objects (not exported by its types), used by sqlite-transaction.ts. */
declare module 'knex/lib/knex-builder/make-knex.js' {
  import type { Knex } from 'knex';
  const makeKnex: (client: unknown) => Knex;
  export default makeKnex;
}
