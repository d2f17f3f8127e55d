/**
 * A throwaway copy of the project for generator tests: its own entities/
 * and generated/, with the code folders and node_modules linked, so the
 * generator, tsc and the runtime all work on it as on the real one.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const LINKED = ['generator', 'kinds', 'runtime-shared', 'runtime-server', 'runtime-web', 'node_modules'];

export interface TempProject {
  root: string;
  remove(): void;
}

/** `copyKinds`: a copy of kinds/ instead of a link, for tests that add a kind's folder (the registry writer's). */
export function makeTempProject(options: { copyGenerated?: boolean; copyKinds?: boolean } = {}): TempProject {
  // Inside the project (tmp/ is git-ignored), so Vitest loads its TypeScript like the project's own and can reload it.
  mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
  const root = mkdtempSync(path.join(ROOT, 'tmp', 'project-'));
  for (const folder of LINKED) {
    if (folder === 'kinds' && options.copyKinds) cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
    else symlinkSync(path.join(ROOT, folder), path.join(root, folder), 'dir');
  }
  cpSync(path.join(ROOT, 'entities'), path.join(root, 'entities'), { recursive: true });
  if (options.copyGenerated) cpSync(path.join(ROOT, 'generated'), path.join(root, 'generated'), { recursive: true });
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(ROOT, 'tsconfig.json'), include: ['entities', 'generated'] }),
  );
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** What a type check found: 0 and no output when nothing; otherwise 2 and tsc's lines (`file(line,col): error TSxxxx: …`). */
export interface CheckResult {
  code: number;
  output: string;
}

export interface TypeChecker {
  /** Checks the folders as they are now on disk; after the first check, only the files a change can affect. */
  check(): CheckResult;
}

/**
 * Type-checks, in the test's own process, the code in some folders of a project, as `tsc --noEmit -p <configDir>`
 * would report it for those folders. Why not tsc itself: a tsc process checked every file the folders import
 * too (the runtimes and kinds, linked unchanged from the project, which `npm run typecheck` checks), parsed
 * everything again for a second check, and cost some 20 s of CPU a run. Here the files outside the folders
 * are read for their types only, and a second check reuses the first one's program (tsc's incremental builder,
 * kept in memory): only the files a change can affect are checked again, the others' diagnostics are kept.
 * The folders are the code a test writes (entities, what the generator emits, a page); nothing else in the
 * program can be broken by them: the runtimes and kinds import neither (the import rules, `npm run deps`)
 * and no generated file declares global types. A second check also reuses the first one's parsed files
 * whose text is unchanged (nearly all of some 1,500: the libraries' typings, the runtimes), as the
 * language service's document registry does: the builder alone parses every file again (3 of its 5 s).
 */
export function typeChecker(configDir: string, folders: string[]): TypeChecker {
  const configFile = path.join(configDir, 'tsconfig.json');
  const inFolders = (file: string) => folders.some((folder) => file.startsWith(`${folder}/`));
  let previous: ts.SemanticDiagnosticsBuilderProgram | undefined;
  const parsedFiles = new Map<string, { text: string; file: ts.SourceFile }>();
  return {
    check() {
      const parsed = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      });
      if (!parsed) throw new Error(`${configFile} cannot be read`);
      const host = ts.createIncrementalCompilerHost(parsed.options);
      const parse = host.getSourceFile.bind(host);
      host.getSourceFile = (fileName, options, onError, shouldCreate) => {
        const text = host.readFile(fileName);
        const key = typeof options === 'object' ? `${fileName} ${options.languageVersion} ${options.impliedNodeFormat} ${options.jsDocParsingMode}` : `${fileName} ${options}`;
        const known = parsedFiles.get(key);
        if (known && known.text === text) return known.file;
        const file = parse(fileName, options, onError, shouldCreate);
        if (file && text !== undefined) parsedFiles.set(key, { text, file });
        return file;
      };
      const builder = ts.createSemanticDiagnosticsBuilderProgram(parsed.fileNames, parsed.options, host, previous, ts.getConfigFileParsingDiagnostics(parsed), parsed.projectReferences);
      previous = builder;
      const diagnostics: ts.Diagnostic[] = [...builder.getConfigFileParsingDiagnostics(), ...builder.getOptionsDiagnostics(), ...builder.getGlobalDiagnostics()];
      for (const file of builder.getSourceFiles()) {
        if (inFolders(file.fileName)) diagnostics.push(...builder.getSyntacticDiagnostics(file), ...builder.getSemanticDiagnostics(file));
      }
      const output = ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => configDir, getNewLine: () => '\n' });
      // tsc's exit code when it reports errors and emits nothing.
      return { code: diagnostics.length ? 2 : 0, output };
    },
  };
}
