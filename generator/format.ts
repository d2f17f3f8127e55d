/**
 * Runs every emitted TypeScript file through ts-morph: a syntax error in an
 * emitter fails here, naming the file, and the layout is normalised.
 */
import { Project } from 'ts-morph';

const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { jsx: 4 /* react-jsx */ } });

export function formatSource(path: string, text: string): string {
  if (!/\.tsx?$/.test(path)) return text;
  const file = project.createSourceFile(`/${path}`, text, { overwrite: true });
  const problems = file.getPreEmitDiagnostics().filter((d) => d.getCategory() === 1 && d.getCode() < 2000);
  if (problems.length > 0) {
    const message = problems.map((d) => d.getMessageText()).join('; ');
    throw new Error(`the generator produced invalid TypeScript in ${path}: ${String(message)}`);
  }
  file.formatText({ indentSize: 2, convertTabsToSpaces: true, ensureNewLineAtEndOfFile: true });
  const formatted = file.getFullText();
  project.removeSourceFile(file);
  return formatted;
}
