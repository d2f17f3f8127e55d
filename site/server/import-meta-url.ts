/**
 * The server is bundled as CommonJS (package.json `build:server`): Node starts a CommonJS bundle ~90 ms sooner
 * than the same code as one ES module (docs/performance.md, "The start: a CommonJS bundle"). CommonJS has no
 * `import.meta`, so esbuild puts this in its place (`--define:import.meta.url=importMetaUrl`, `--inject`): the
 * bundle's own URL, which is what `import.meta.url` meant in every module bundled into it.
 */
import { pathToFileURL } from 'node:url';

export const importMetaUrl: string = pathToFileURL(__filename).href;
