/**
 * Runs every emitted TypeScript file through the TypeScript parser and
 * formatter (the compiler ts-morph ships): a syntax error in an emitter fails
 * here, naming the file, and the layout is normalised by the compiler's formatter.
 *
 * A language service over one file at a time, rather than a ts-morph Project: the service
 * parses each file once for both the syntax check and the formatting, where creating a
 * ts-morph SourceFile and formatting it parsed it three times (two fifths of `generate`).
 */
import { createRequire } from 'node:module';
import type { ts as Ts } from 'ts-morph';

// Required, not imported: an ESM import of this CommonJS package has Node scan the compiler's
// nine megabytes for export names first, a sixth of `generate --check`'s time.
const { ts } = createRequire(import.meta.url)('ts-morph') as { ts: typeof Ts };

const current = { name: '', text: '', version: 0 };

const host: Ts.LanguageServiceHost = {
  getCompilationSettings: () => ({ jsx: ts.JsxEmit.ReactJSX }),
  getScriptFileNames: () => [current.name],
  getScriptVersion: () => String(current.version),
  getScriptSnapshot: (name) => (name === current.name ? ts.ScriptSnapshot.fromString(current.text) : undefined),
  getCurrentDirectory: () => '/',
  getDefaultLibFileName: () => '/lib.d.ts',
  fileExists: (name) => name === current.name,
  readFile: (name) => (name === current.name ? current.text : undefined),
};
// getNonBoundSourceFile is the service's parsed copy, which its formatter then reuses; public in
// TypeScript's language service but left out of its typings (like parseDiagnostics below).
const service = ts.createLanguageService(host) as Ts.LanguageService & { getNonBoundSourceFile(fileName: string): Ts.SourceFile };

/** The settings ts-morph's SourceFile.formatText used (its defaults, two-space indents), so the output stays as it was. */
const SETTINGS: Ts.FormatCodeSettings = {
  newLineCharacter: '\n',
  indentStyle: ts.IndentStyle.Smart,
  indentSize: 2,
  tabSize: 4,
  convertTabsToSpaces: true,
  insertSpaceAfterCommaDelimiter: true,
  insertSpaceAfterConstructor: false,
  insertSpaceAfterSemicolonInForStatements: true,
  insertSpaceAfterKeywordsInControlFlowStatements: true,
  insertSpaceAfterOpeningAndBeforeClosingNonemptyBraces: true,
  insertSpaceAfterOpeningAndBeforeClosingNonemptyBrackets: false,
  insertSpaceAfterOpeningAndBeforeClosingTemplateStringBraces: false,
  insertSpaceAfterOpeningAndBeforeClosingJsxExpressionBraces: false,
  insertSpaceBeforeFunctionParenthesis: false,
  insertSpaceBeforeAndAfterBinaryOperators: true,
  placeOpenBraceOnNewLineForFunctions: false,
  placeOpenBraceOnNewLineForControlBlocks: false,
};

/** The parser's own errors: a syntax check without binding, type-checking or emitting JavaScript. */
function syntaxErrors(file: Ts.SourceFile): string[] {
  const { parseDiagnostics = [] } = file as unknown as { parseDiagnostics?: Ts.Diagnostic[] };
  return parseDiagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/**
 * The last text formatted for each path, and its result: a process that generates again and again (the
 * generator and migration tests call `run()` dozens of times in theirs) emits mostly the same texts, and
 * parsing and formatting them was half of each run. The result depends on the text alone.
 */
const lastFormatted = new Map<string, { text: string; formatted: string }>();

export function formatSource(path: string, text: string): string {
  if (!/\.tsx?$/.test(path)) return text;
  const last = lastFormatted.get(path);
  if (last?.text === text) return last.formatted;
  const formatted = formatText(path, text);
  lastFormatted.set(path, { text, formatted });
  return formatted;
}

function formatText(path: string, text: string): string {
  Object.assign(current, { name: `/${path}`, text, version: current.version + 1 });
  const problems = syntaxErrors(service.getNonBoundSourceFile(current.name));
  if (problems.length > 0) throw new Error(`the generator produced invalid TypeScript in ${path}: ${problems.join('; ')}`);
  const edits = service.getFormattingEditsForDocument(current.name, SETTINGS);
  let formatted = text;
  // From the end, so that each edit's offsets still point into the original text.
  for (const edit of [...edits].sort((a, b) => b.span.start - a.span.start)) {
    formatted = formatted.slice(0, edit.span.start) + edit.newText + formatted.slice(edit.span.start + edit.span.length);
  }
  formatted = formatted.replace(/\r?\n/g, '\n');
  return formatted.endsWith('\n') ? formatted : `${formatted}\n`;
}
