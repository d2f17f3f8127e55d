/** `npm start`: the whole product on one port, until SIGTERM or SIGINT. */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { refuseMissingDatabase } from '../../runtime-server/db/connect';
import { shutDownGracefully } from '../../runtime-server/http/graceful-shutdown';
import { adoptedLine } from '../../runtime-server/start/library-adoption';
import { loadSiteConfig } from './settings';
import { buildServer } from './start';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const config = loadSiteConfig(process.env, root);
  refuseMissingDatabase(config.databaseUrl, { production: config.production, allowCreate: config.databaseCreate });
  const { app, log, close, webhooks, adoptLibraryFiles } = await buildServer({
    databaseUrl: config.databaseUrl,
    uploadsDir: config.uploadsDir,
    uploadStore: config.uploadStore,
    ...(config.s3 ? { s3: config.s3 } : {}),
    rateLimitStore: config.rateLimitStore,
    jwtSecret: config.jwtSecret,
    tokenLifetime: config.tokenLifetime,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demoContent: config.demoContent,
    mail: config.mail,
    publicUrl: config.publicUrl,
    pageRenders: { perSecond: config.pageRendersPerSecond, burst: 2 * config.pageRendersPerSecond },
    payment: config.payment,
    timeZone: config.siteTimeZone,
    locales: config.locales,
    scheduler: true,
    schedulerIntervalMs: config.schedulerIntervalMs,
    thumbnailConcurrency: config.thumbnailConcurrency,
    webDir: path.join(root, 'dist/web'),
    webhooks: config.webhooks,
    migrationLock: { waitMs: config.migrationLockWaitMs, onWait: (line) => console.log(line) },
  });
  for (const line of [...log, ...config.notes]) console.log(line);
  const server = app.listen(config.port, () => {
    const { port } = server.address() as AddressInfo; // PORT=0 picks a free port
    console.log(`Ready: http://localhost:${port}/ (admin: http://localhost:${port}/admin/banner-list)`);
    // Files that records show and the media library does not hold yet (a first start, an import): taken in while serving.
    adoptLibraryFiles().then(
      (adopted) => void (adopted.length && console.log(adoptedLine(adopted))),
      (error: unknown) => console.error(`The media library did not take in the files records show (the next start tries again): ${error instanceof Error ? error.message : String(error)}`),
    );
  });
  webhooks.start();
  // Deliveries under way finish (or their lease expires for another process) before the database closes.
  shutDownGracefully(server, { timeoutMs: config.shutdownTimeoutMs, close });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
