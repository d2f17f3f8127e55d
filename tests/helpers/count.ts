/** The number of rows a query matches, as a number on both databases (PostgreSQL's count() is a string). */
import type { Knex } from 'knex';

export const countOf = async (query: Knex.QueryBuilder): Promise<number> => Number((await query.count({ n: '*' }).first())?.n ?? 0);
