/**
 * The TypeScript examples of the documentation, type-checked against the code, so the docs cannot drift.
 *
 * Every ```ts and ```tsx block of a page is an example. It is compiled as a file of the project, at the
 * path its info string names (```ts file=entities/case-study.entity.ts: its imports resolve from there), or
 * else beside the page (docs/<page>.example-<n>.ts: `import … from '../generator/dsl'`). The files exist
 * only in the compiler's view, never on disk. A block that is not meant to compile says so: ```ts nocheck.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface DocExample {
  /** The page, relative to the project root (`docs/shop.md`). */
  page: string;
  /** The line of the page where the code starts (after the fence). */
  line: number;
  /** Where the compiler sees the file, relative to the project root. */
  file: string;
  code: string;
}

const FENCE = /^```(ts|tsx)((?:[ \t]+\S+)*)[ \t]*$/;

/** The examples of one page, in order; `nocheck` blocks are left out. */
export function extractExamples(page: string, markdown: string): DocExample[] {
  const lines = markdown.split('\n');
  const examples: DocExample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = FENCE.exec(line.trim());
    if (!open) {
      if (line.trim().startsWith('```')) i = closingFence(lines, i); // another language: skip its body
      continue;
    }
    const end = closingFence(lines, i);
    const indent = /^\s*/.exec(line)![0].length;
    const attributes = (open[2] ?? '').trim().split(/\s+/).filter(Boolean);
    if (!attributes.includes('nocheck')) {
      const named = attributes.find((a) => a.startsWith('file='))?.slice('file='.length);
      const file = named ?? `${page.replace(/\.md$/, '')}.example-${examples.length + 1}.${open[1] ?? 'ts'}`;
      const code = lines.slice(i + 1, end).map((l) => l.slice(Math.min(indent, /^\s*/.exec(l)![0].length))).join('\n');
      examples.push({ page, line: i + 2, file, code });
    }
    i = end;
  }
  return examples;
}

function closingFence(lines: string[], open: number): number {
  for (let j = open + 1; j < lines.length; j++) if (lines[j]?.trim() === '```') return j;
  throw new Error(`line ${open + 1}: a code block that is never closed`);
}

/** The project's compiler options (tsconfig.json), as `npm run typecheck` uses them. */
function projectOptions(root: string): ts.CompilerOptions {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), (file) => ts.sys.readFile(file)).config;
  return { ...ts.parseJsonConfigFileContent(config, ts.sys, root).options, noEmit: true };
}

/**
 * Type-checks the examples together, as files of the project at `root`: answers one message per error,
 * `<page>:<line>: <message>`, pointing at the line of the page. Errors in the project's own files are
 * left to `npm run typecheck`.
 */
export function checkExamples(root: string, examples: readonly DocExample[]): string[] {
  const virtual = new Map<string, DocExample>();
  for (const example of examples) {
    const absolute = path.join(root, example.file);
    if (existsSync(absolute)) throw new Error(`${example.page}:${example.line}: file=${example.file} exists in the project; name a path that does not`);
    if (virtual.has(absolute)) throw new Error(`${example.page}:${example.line}: ${example.file} is used by another example too`);
    // `export {}` keeps a block without imports a module: its names never clash with another block's.
    virtual.set(absolute, { ...example, code: `${example.code}\nexport {};\n` });
  }
  const options = projectOptions(root);
  const host = ts.createCompilerHost(options);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => virtual.has(path.resolve(name)) || fileExists(name);
  host.readFile = (name) => virtual.get(path.resolve(name))?.code ?? readFile(name);
  host.getSourceFile = (name, language, onError, create) => {
    const example = virtual.get(path.resolve(name));
    return example ? ts.createSourceFile(name, example.code, language, true) : getSourceFile(name, language, onError, create);
  };
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options, host });
  const messages: string[] = [];
  for (const [absolute, example] of virtual) {
    const source = program.getSourceFile(absolute)!;
    for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      messages.push(`${example.page}:${example.line + line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    }
  }
  return messages;
}

/** Every example of README.md and docs/*.md. */
export function projectExamples(root: string, pages: readonly string[]): DocExample[] {
  return pages.flatMap((page) => extractExamples(page, readFileSync(path.join(root, page), 'utf8')));
}
