/**
 * Runs every emitted TypeScript file through the TypeScript parser and
 * formatter (from ts-morph): a syntax error in an emitter fails here, naming
 * the file, and the layout is normalised by the compiler's formatter.
 */
import { Project, ts, type SourceFile } from 'ts-morph';

const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { jsx: ts.JsxEmit.ReactJSX } });

/** The parser's own errors: a syntax check without emitting JavaScript (transpileModule did, and took half the generator's time). */
function syntaxErrors(file: SourceFile): string[] {
  const { parseDiagnostics = [] } = file.compilerNode as unknown as { parseDiagnostics?: ts.Diagnostic[] };
  return parseDiagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

export function formatSource(path: string, text: string): string {
  if (!/\.tsx?$/.test(path)) return text;
  const file = project.createSourceFile(`/${path}`, text, { overwrite: true });
  try {
    const problems = syntaxErrors(file);
    if (problems.length > 0) throw new Error(`the generator produced invalid TypeScript in ${path}: ${problems.join('; ')}`);
    file.formatText({ indentSize: 2, convertTabsToSpaces: true, ensureNewLineAtEndOfFile: true });
    return file.getFullText();
  } finally {
    project.removeSourceFile(file);
  }
}
