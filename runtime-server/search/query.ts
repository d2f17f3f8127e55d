/**
 * A visitor's search words, read with the grammar of PostgreSQL's `websearch_to_tsquery` (words, "a phrase",
 * -excluded, `or` between two), and written as an SQLite FTS5 query. The visitor's text is never FTS syntax:
 * only runs of letters and digits reach the query, each quoted, so `*`, `"`, `(`, `NEAR` or `-` cannot
 * break it or change its meaning.
 */

/** One thing to find: its words (more than one: a phrase), and whether it must be absent. */
interface Term {
  words: string[];
  not: boolean;
}

/** Letters and digits of any script: what both databases' tokenizers keep as words. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, in lower case, as the search compares them. */
export const wordsIn = (text: string) => text.toLowerCase().match(WORD) ?? [];

/** The groups of the query: each group's terms are alternatives (`or`), and every group must match. */
export function parseSearch(q: string): Term[][] {
  const groups: Term[][] = [];
  let joinNext = false;
  // A phrase in quotes (closed or not), or a run without spaces; a leading - excludes it.
  for (const [, minus, phrase, bare] of q.matchAll(/(-?)(?:"([^"]*)"?|([^\s"]+))/g)) {
    if (phrase === undefined && bare !== undefined && bare.toLowerCase() === 'or' && minus === '') {
      joinNext = groups.length > 0;
      continue;
    }
    const words = wordsIn(phrase ?? bare ?? '');
    if (words.length === 0) continue;
    const term = { words, not: minus === '-' };
    if (joinNext && !term.not) groups[groups.length - 1]!.push(term);
    else groups.push([term]);
    joinNext = false;
  }
  return groups;
}

/** The words the visitor wants found (not the excluded ones): the words an excerpt marks. */
export const wantedWords = (groups: Term[][]) => new Set(groups.flat().filter((t) => !t.not).flatMap((t) => t.words));

/** Whether the query asks for anything: an exclusion alone would answer every record. */
export const findsSomething = (groups: Term[][]) => groups.some((group) => group.every((t) => !t.not));

const quoted = (t: Term) => `"${t.words.join(' ')}"`;

/** The FTS5 query of the groups, or undefined when nothing is asked for. */
export function ftsQuery(groups: Term[][]): string | undefined {
  if (!findsSomething(groups)) return undefined;
  const wanted = groups.filter((g) => g.every((t) => !t.not)).map((g) => (g.length === 1 ? quoted(g[0]!) : `(${g.map(quoted).join(' OR ')})`));
  const unwanted = groups.filter((g) => g.length === 1 && g[0]!.not).map((g) => quoted(g[0]!));
  return unwanted.length ? `(${wanted.join(' AND ')}) NOT ${unwanted.join(' NOT ')}` : wanted.join(' AND ');
}

/** The same query as text for PostgreSQL's `websearch_to_tsquery`, rebuilt from the words alone. */
export function websearchText(groups: Term[][]): string | undefined {
  if (!findsSomething(groups)) return undefined;
  return groups.map((g) => g.map((t) => `${t.not ? '-' : ''}${quoted(t)}`).join(' or ')).join(' ');
}
