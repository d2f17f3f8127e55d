/** A mistake in an entity definition: names the file and field, and says what to do. */
export class DefinitionError extends Error {
  constructor(source: string, where: string | undefined, problem: string) {
    super(`${source}${where ? ` (${where})` : ''}: ${problem}`);
    this.name = 'DefinitionError';
  }
}
