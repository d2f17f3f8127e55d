/**
 * SIGTERM / SIGINT (a deploy, a container stop, Ctrl-C): stop accepting
 * connections, let the requests in flight finish, close the database, exit.
 * The wait is bounded: a client that never finishes its request (or a
 * keep-alive connection that never goes idle) is cut after `timeoutMs`.
 */
import type { Server } from 'node:http';

export interface ShutdownOptions {
  timeoutMs: number;
  /** Closes what the requests used (the database), after the last one finished. */
  close: () => Promise<void>;
  log?: (line: string) => void;
}

export function shutDownGracefully(server: Server, { timeoutMs, close, log = console.log }: ShutdownOptions): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return; // a second Ctrl-C while draining changes nothing
    stopping = true;
    log(`${signal}: no new connections; finishing the requests in flight (at most ${timeoutMs / 1000} s)`);
    let cut = false;
    const timer = setTimeout(() => {
      cut = true;
      log(`requests still open after ${timeoutMs / 1000} s: closing their connections`);
      server.closeAllConnections();
    }, timeoutMs);
    // close() stops listening, ends idle keep-alive connections and calls back when the last request has finished.
    server.close(() => {
      clearTimeout(timer);
      close().then(
        () => {
          log('database closed; bye');
          process.exit(cut ? 1 : 0);
        },
        (error: unknown) => {
          console.error(error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
