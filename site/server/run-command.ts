/**
 * The ending every command of site/server shares (migrate, backup, two-factor reset): its answer is the exit
 * status, and a failure prints its message alone (no stack: these are operators' commands) and exits 1.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
