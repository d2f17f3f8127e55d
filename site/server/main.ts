/** `npm start`: the whole product on one port. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../runtime-server/config';
import { buildServer } from './start';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const config = loadConfig(process.env, root);
  const { app, log } = await buildServer({
    databaseUrl: config.databaseUrl,
    uploadsDir: config.uploadsDir,
    jwtSecret: config.jwtSecret,
    tokenLifetime: config.tokenLifetime,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demoContent: config.demoContent,
    webDir: path.join(root, 'dist/web'),
  });
  for (const line of [...log, ...config.notes]) console.log(line);
  app.listen(config.port, () => {
    console.log(`Ready: http://localhost:${config.port}/ (admin: http://localhost:${config.port}/admin/banner-list)`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
