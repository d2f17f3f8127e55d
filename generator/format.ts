/**
 * Runs every emitted TypeScript file through the TypeScript compiler (from
 * ts-morph): a syntax error in an emitter fails here, naming the file, and
 * the layout is normalised by the compiler's formatter.
 */
import { Project, ts } from 'ts-morph';

const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { jsx: ts.JsxEmit.ReactJSX } });

function syntaxErrors(path: string, text: string): string[] {
  // Parsing alone (no type checker): fast enough for hundreds of files.
  const { diagnostics = [] } = ts.transpileModule(text, { fileName: path, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.ReactJSX } });
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

export function formatSource(path: string, text: string): string {
  if (!/\.tsx?$/.test(path)) return text;
  const problems = syntaxErrors(path, text);
  if (problems.length > 0) throw new Error(`the generator produced invalid TypeScript in ${path}: ${problems.join('; ')}`);
  const file = project.createSourceFile(`/${path}`, text, { overwrite: true });
  file.formatText({ indentSize: 2, convertTabsToSpaces: true, ensureNewLineAtEndOfFile: true });
  const formatted = file.getFullText();
  project.removeSourceFile(file);
  return formatted;
}
