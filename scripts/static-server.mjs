/**
 * The one static server of the browser tests and the benches: serve-handler, the handler `docusaurus serve` uses,
 * on 127.0.0.1, serving a build folder as `docusaurus serve` and the nginx config (deploy/) do: clean URLs (/docs/x
 * is docs/x/index.html or docs/x.html, with or without the trailing slash), a path ending in index.html redirected
 * (301, once) to its folder, the site's 404 page with status 404, and the content types of mime-db (.md is
 * text/markdown). Hashed assets are cached for a year, the rest is revalidated, as in the nginx config. With
 * `gzip`, text responses are compressed (level 6, once per file), as nginx serves the site; the benches use it.
 *
 * Used by tests/e2e (global setup, the hosted-search spec), scripts/bench.mjs and scripts/bench-search.mjs. The load
 * test and deploy.spec.ts run nginx itself, since the nginx config is what they test.
 */
import {createReadStream, readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {Readable} from 'node:stream';
import {gzipSync} from 'node:zlib';
import serveHandler from 'serve-handler';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md', '.yaml', '.webmanifest']);

/** serve-handler's configuration for a build folder. */
function configFor(dir) {
  return {
    public: dir,
    cleanUrls: true,
    directoryListing: false,
    headers: [
      {source: '**', headers: [{key: 'Cache-Control', value: 'no-cache'}]},
      {source: 'assets/**', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]},
    ],
  };
}

/**
 * Serves `dir` on 127.0.0.1:`port` (0: a free port, read it from server.address()).
 * @param {string} dir
 * @param {number} [port]
 * @param {{gzip?: boolean}} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function serveDirectory(dir, port = 0, {gzip = false} = {}) {
  const config = configFor(path.resolve(dir));
  /** @type {Map<string, Buffer>} */
  const compressed = new Map();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // One redirect for /x/index.html (serve-handler's clean URLs would take two: /x/index, then /x).
    if (url.pathname.endsWith('/index.html')) {
      const folder = url.pathname
        .slice(0, -'index.html'.length)
        .replace(/(.)\/$/, '$1')
        .replace(/^\/+/, '/');
      res.writeHead(301, {location: `${folder}${url.search}`});
      res.end();
      return;
    }
    const acceptsGzip = gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    /** @type {Buffer | undefined} */
    let body;
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (status, headers = {}) => {
      if (body) {
        headers['Content-Length'] = body.length;
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      return writeHead(status, headers);
    };
    serveHandler(req, res, config, {
      createReadStream(file, options) {
        if (!acceptsGzip || !COMPRESSIBLE.has(path.extname(file))) return createReadStream(file, options);
        if (!compressed.has(file)) compressed.set(file, gzipSync(readFileSync(file), {level: 6}));
        body = compressed.get(file);
        return Readable.from([body]);
      },
    }).catch((error) => {
      res.destroy(error);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Stops a server started by serveDirectory.
 * @param {import('node:http').Server | undefined} server
 * @returns {Promise<void>}
 */
export function stopServer(server) {
  return new Promise((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
