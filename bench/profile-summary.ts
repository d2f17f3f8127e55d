/**
 * `npx tsx bench/profile-summary.ts <file.cpuprofile> [n]`: the functions with
 * the most self time, and the packages and our folders that time falls in.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, top = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: bench/profile-summary.ts <file.cpuprofile> [n]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (url: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url.startsWith('node:') ? url : url ? 'ours' : '(native/idle)');
const functions = new Map<string, number>();
const places = new Map<string, number>();
for (const [id, time] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + time);
  places.set(where(url), (places.get(where(url)) ?? 0) + time);
}
// Inclusive time: a node's self time plus its descendants', summed per function (each function once per stack).
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map<string, number>();
for (const [id, time] of self) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
    if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + time);
    seen.add(key);
  }
}
const show = (title: string, map: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [key, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
};
show('self time by package', places, 15);
show('self time by function', functions, Number(top));
show('total time by function (with what it calls)', inclusive, Number(top));
