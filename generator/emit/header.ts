/** The first line of every generated file. No timestamps: output is stable byte for byte. */
export function header(source: string): string {
  return `// Generated from ${source} by \`npm run generate\`. Do not edit: change the entity and run the generator.\n`;
}

/** The helper names a piece of generated code calls, for its import list. */
export function usedNames(code: string, candidates: readonly string[], pattern: (name: string) => string): string[] {
  return candidates.filter((name) => code.includes(pattern(name))).sort();
}

/** Relative import path from a generated file to a project folder. */
export const fromGenerated = (depth: number, target: string): string => `${'../'.repeat(depth + 1)}${target}`;
