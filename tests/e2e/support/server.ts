/**
 * The one static server of the browser tests: it serves a build folder (build/ for every spec,
 * build-hosted/ for the hosted-search spec) on 127.0.0.1 as `docusaurus serve` and the nginx
 * config (deploy/) do: clean URLs (/docs/x is docs/x/index.html, with or without the trailing
 * slash), a path ending in index.html redirected (301) to its folder, and the site's 404 page with
 * status 404. It starts in the test process, in milliseconds, instead of loading the site's config
 * as `docusaurus serve` does. nginx itself is tested in deploy.spec.ts.
 */
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** The file a URL path maps to, or undefined (the 404 page answers). */
function fileFor(dir: string, pathname: string): string | undefined {
  const file = path.join(dir, pathname);
  if (file !== dir && !file.startsWith(dir + path.sep)) return undefined;
  for (const candidate of [file, path.join(file, 'index.html'), `${file}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Serves `dir` on 127.0.0.1:`port`. */
export function serveDirectory(dir: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/404';
    }
    if (pathname.endsWith('/index.html') && !pathname.startsWith('//')) {
      res.writeHead(301, {location: `${pathname.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1')}${url.search}`});
      res.end();
      return;
    }
    const file = fileFor(dir, pathname);
    const served = file ?? path.join(dir, '404.html');
    res.writeHead(file ? 200 : 404, {'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream'});
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(served).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Stops a server started by serveDirectory. */
export function stopServer(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
