/**
 * Serves the production build (build/) on E2E_PORT for every spec, with the project's one static
 * server (scripts/static-server.mjs), for the whole run.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

import {buildDir} from './build';
import {serveDirectory, stopServer} from '../../../scripts/static-server.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} has no index.html: run \`npm run build\` first`);
  }
  const port = Number(process.env.E2E_PORT ?? 4173);
  const server = await serveDirectory(buildDir, port).catch((error: Error) => {
    throw new Error(`Cannot serve build/ on 127.0.0.1:${port} (${error.message}): set E2E_PORT to a free port`);
  });
  return () => stopServer(server);
}
