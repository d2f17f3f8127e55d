/**
 * generated/API-CHANGELOG.md: one entry per change of the API's document or access model, newest first,
 * written by the generator and never edited by hand.
 *
 * Stable across runs: an entry is keyed by the hash of the documents it leads to and names the hash it
 * starts from. A run that changes nothing leaves the file as it is; a run that changes the documents adds
 * an entry (when a client or a role could notice); a run that brings them back to where the newest entry
 * started removes that entry instead (an undone change leaves no trace). The only later edit is the
 * acceptance of a breaking change, once an entity declares it: `NOT ACCEPTED` becomes `accepted in <file>`,
 * and stays so.
 */
export const CHANGELOG_PATH = 'generated/API-CHANGELOG.md';

export interface Entry {
  hash: string;
  from: string;
  breaking: { key: string; where: string[]; acceptedIn?: string }[];
  other: string[];
  permissions: string[];
}

const HEADER = `# API changelog

Written by \`npm run generate\` (docs/change-safety.md): one entry each time generated/openapi.json or
generated/permissions.json changes in a way a client or a role can notice, newest first. Do not edit:
a breaking change is accepted by naming it in an entity's \`breaking\` list and running the generator.
`;
const ENTRY = /^## ([0-9a-f]+) \(from ([0-9a-f]+|nothing)\)$/;
const BREAKING = /^(- `(.+?)`.*): (accepted in \S+|NOT ACCEPTED)$/;

export function renderEntry(e: Entry): string {
  const parts = [`## ${e.hash} (from ${e.from})`];
  if (e.breaking.length) {
    parts.push('', 'Breaking:', ...e.breaking.map((b) => `- \`${b.key}\` (${b.where.join(', ')}): ${b.acceptedIn ? `accepted in ${b.acceptedIn}` : 'NOT ACCEPTED'}`));
  }
  if (e.other.length) parts.push('', 'Other changes:', ...e.other.map((o) => `- \`${o}\``));
  if (e.permissions.length) parts.push('', 'Permissions:', ...e.permissions.map((p) => `- ${p}`));
  return `${parts.join('\n')}\n`;
}

/** The entries of a changelog's text, each as its lines (the header dropped). */
function entriesOf(text: string | undefined): string[][] {
  const entries: string[][] = [];
  for (const line of (text ?? '').split('\n')) {
    if (ENTRY.test(line)) entries.push([line]);
    else if (entries.length) entries.at(-1)!.push(line);
  }
  return entries.map((lines) => {
    while (lines.at(-1) === '') lines.pop();
    return lines;
  });
}

export interface ChangelogUpdate {
  text: string;
  /** Breaking changes anywhere in the changelog that no entity accepts. */
  unaccepted: { key: string; where: string[] }[];
}

/**
 * The changelog after a run. `entry` is this run's (undefined when the documents did not change, or not
 * noticeably); `hashes` are the documents' before and after; `acceptedIn` says which entity file accepts a key.
 */
export function updateChangelog(
  previous: string | undefined,
  hashes: { before: string; after: string },
  entry: Entry | undefined,
  acceptedIn: (key: string, where: string[]) => string | undefined,
): ChangelogUpdate {
  let entries = entriesOf(previous);
  const newest = entries[0] ? ENTRY.exec(entries[0][0]!) : null;
  if (hashes.before !== hashes.after && newest && newest[2] === hashes.after) entries = entries.slice(1);
  else if (entry) entries.unshift(renderEntry(entry).trimEnd().split('\n'));
  const unaccepted: ChangelogUpdate['unaccepted'] = [];
  const accepted = entries.map((lines) =>
    lines.map((line) => {
      const m = BREAKING.exec(line);
      if (!m || m[3] !== 'NOT ACCEPTED') return line;
      const where = /\((.*)\)$/.exec(m[1]!)?.[1]?.split(', ') ?? [];
      const file = acceptedIn(m[2]!, where);
      if (file) return `${m[1]}: accepted in ${file}`;
      unaccepted.push({ key: m[2]!, where });
      return line;
    }),
  );
  const body = accepted.map((lines) => lines.join('\n')).join('\n\n');
  return { text: `${HEADER}${body ? `\n${body}\n` : ''}`, unaccepted };
}
