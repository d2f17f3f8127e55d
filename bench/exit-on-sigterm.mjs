// Preloaded into our server when profiling: V8 writes --cpu-prof only on a normal exit, and a SIGTERM would kill it first.
process.once('SIGTERM', () => process.exit(0));
