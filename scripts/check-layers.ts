/**
 * `npm run deps`: the import rules of .dependency-cruiser.cjs, checked over the project's code.
 *
 * Why not dependency-cruiser itself: version 16 (the last for Node 20) supports TypeScript below 6
 * only; with our TypeScript 6 it parses no `.ts` file and reports "no violations" for an empty graph.
 * Version 18 needs Node 22. So this script reads the same rule file (the subset of dependency-cruiser's
 * format used there: `from.path`, `from.pathNot`, `to.path`, `to.pathNot`, `to.circular`,
 * `to.couldNotResolve`) and finds imports with the TypeScript compiler API, type-only ones included:
 * a cycle of types is still a cycle. With Node 22, `npx depcruise` can read the file unchanged.
 *
 * @example
 *   npm run deps                       # the project: prints each finding, exits 1 if there is any
 *   tsx scripts/check-layers.ts dir/   # another root (tests use a fixture project)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export interface RuleEnd {
  path?: string | string[];
  pathNot?: string | string[];
  circular?: boolean;
  couldNotResolve?: boolean;
}

export interface Rule {
  name: string;
  comment?: string;
  severity?: string;
  from: RuleEnd;
  to: RuleEnd;
}

export interface LayerConfig {
  forbidden: Rule[];
  options?: { exclude?: { path: string } };
}

/** One import that breaks a rule; `cycle` lists the modules of a circular one, in import order. */
export interface Finding {
  rule: string;
  from: string;
  to: string;
  cycle?: string[];
}

/** Modules (paths relative to the root, with `/`) and what each imports: project modules, or `?spec` when unresolved. */
export type ImportGraph = Map<string, string[]>;

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const KNOWN_KEYS = new Set(['path', 'pathNot', 'circular', 'couldNotResolve']);

/** Every code file under `root`, except excluded paths and declaration files. */
function sourceFiles(root: string, exclude: RegExp | undefined): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.name.startsWith('.') || entry.name === 'node_modules' || exclude?.test(`${rel}${entry.isDirectory() ? '/' : ''}`)) continue;
      if (entry.isDirectory()) walk(rel);
      else if (CODE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(rel);
    }
  };
  walk('');
  return found.sort();
}

/** Reads each file's imports (`import`, `import type`, `export … from`, `import()`) and resolves them as TypeScript does. */
export function importGraph(root: string, exclude?: RegExp): ImportGraph {
  const tsconfig = path.join(root, 'tsconfig.json');
  const options: ts.CompilerOptions = existsSync(tsconfig)
    ? ts.parseJsonConfigFileContent(ts.readConfigFile(tsconfig, (file) => ts.sys.readFile(file)).config, ts.sys, root).options
    : { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, allowJs: true };
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root, exclude)) {
    const absolute = path.join(root, file);
    const targets: string[] = [];
    for (const { fileName: spec } of ts.preProcessFile(readFileSync(absolute, 'utf8'), true, true).importedFiles) {
      const resolved = ts.resolveModuleName(spec, absolute, options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport) {
        const rel = path.relative(root, resolved.resolvedFileName).split(path.sep).join('/');
        if (!rel.startsWith('..') && !rel.includes('node_modules/')) targets.push(rel);
      } else if (!resolved && spec.startsWith('.')) {
        // A relative import TypeScript cannot resolve: fine for an asset Vite handles (site.css), else a typo.
        if (!existsSync(path.resolve(path.dirname(absolute), spec.replace(/\?.*$/, '')))) targets.push(`?${spec}`);
      }
    }
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one module (or a module importing itself). */
function cycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)!.includes(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One import path around a component, from its first module back to it: what a reader follows to see the cycle. */
function cyclePath(graph: ImportGraph, component: string[]): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const queue: string[][] = [[start]];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const trail = queue.shift()!;
    for (const to of graph.get(trail.at(-1)!) ?? []) {
      if (to === start) return trail;
      if (members.has(to) && !seen.has(to)) {
        seen.add(to);
        queue.push([...trail, to]);
      }
    }
  }
  return component;
}

const patterns = (value: string | string[] | undefined): RegExp[] => (value === undefined ? [] : [value].flat().map((p) => new RegExp(p)));

/** Whether a module matches one end of a rule (its `path`, and none of its `pathNot`). */
function matches(end: RuleEnd, module: string): boolean {
  const wanted = patterns(end.path);
  return (wanted.length === 0 || wanted.some((p) => p.test(module))) && !patterns(end.pathNot).some((p) => p.test(module));
}

/** Every import of the graph that a rule forbids. */
export function findings(graph: ImportGraph, config: LayerConfig): Finding[] {
  for (const rule of config.forbidden) {
    const unknown = [...Object.keys(rule.from), ...Object.keys(rule.to)].filter((key) => !KNOWN_KEYS.has(key));
    if (unknown.length > 0) throw new Error(`Rule ${rule.name}: ${unknown.join(', ')} is not supported by scripts/check-layers.ts`);
  }
  const trails = cycles(graph).map((component) => cyclePath(graph, component));
  const found: Finding[] = [];
  for (const rule of config.forbidden) {
    if (rule.to.circular) {
      // One finding per cycle, when a module of it matches `from` and all of it matches `to`.
      for (const cycle of trails) {
        const start = cycle.findIndex((module) => matches(rule.from, module));
        if (start >= 0 && cycle.every((module) => matches({ path: rule.to.path, pathNot: rule.to.pathNot }, module))) {
          found.push({ rule: rule.name, from: cycle[start]!, to: cycle[(start + 1) % cycle.length]!, cycle });
        }
      }
      continue;
    }
    for (const [from, targets] of graph) {
      if (!matches(rule.from, from)) continue;
      for (const to of targets) {
        const unresolved = to.startsWith('?');
        if (rule.to.couldNotResolve ? unresolved : !unresolved && matches(rule.to, to)) found.push({ rule: rule.name, from, to: unresolved ? to.slice(1) : to });
      }
    }
  }
  return found;
}

/** Loads the rule file (CommonJS, as dependency-cruiser wants it). */
export function loadConfig(file: string): LayerConfig {
  return createRequire(import.meta.url)(path.resolve(file)) as LayerConfig;
}

function main(): void {
  const root = path.resolve(process.argv[2] ?? '.');
  const config = loadConfig(path.join(root, '.dependency-cruiser.cjs'));
  const exclude = config.options?.exclude?.path;
  const graph = importGraph(root, exclude ? new RegExp(exclude) : undefined);
  const all = findings(graph, config);
  const comments = new Map(config.forbidden.map((rule) => [rule.name, rule.comment ?? '']));
  for (const finding of all) {
    const what = finding.cycle ? [...finding.cycle, finding.cycle[0]].join(' → ') : `${finding.from} → ${finding.to}`;
    console.error(`✘ ${finding.rule}: ${what}\n    ${comments.get(finding.rule)}`);
  }
  const imports = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
  console.log(`${graph.size} modules, ${imports} imports between them, ${config.forbidden.length} rules: ${all.length} findings`);
  if (all.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) main();
