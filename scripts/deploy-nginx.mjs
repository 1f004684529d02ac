#!/usr/bin/env node
/**
 * Renders deploy/nginx.conf for a build folder and, on request, runs nginx with it.
 *
 *   node scripts/deploy-nginx.mjs [--build build] [--out deploy/generated] [--listen 127.0.0.1:4208]
 *                                 [--user www-data] [--run]
 *
 * Writes <out>/csp.conf (scripts/deploy-csp.mjs) and <out>/nginx.conf with absolute paths; the pid
 * file, the logs and nginx's temp files go to <out>/runtime. With --run, starts
 * `nginx -p <out>/runtime -c <out>/nginx.conf -g 'daemon off;'` in the foreground (Ctrl+C stops it).
 * NGINX_BIN overrides the nginx binary (default: nginx on PATH, else /usr/sbin/nginx).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {generateCsp} from './deploy-csp.mjs';

/** The repository: the nearest folder, from the working directory up, that holds deploy/nginx.conf. */
function findRepoRoot(start = process.cwd()) {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'deploy/nginx.conf'))) {
      return dir;
    }
    if (path.dirname(dir) === dir) {
      throw new Error(`deploy/nginx.conf not found above ${start}: run this from the repository.`);
    }
  }
}

export const repoRoot = findRepoRoot();
export const templatePath = path.join(repoRoot, 'deploy/nginx.conf');
export const headersPath = path.join(repoRoot, 'deploy/security-headers.conf');

/** The nginx binary: NGINX_BIN, else /usr/sbin/nginx when present, else `nginx` from PATH. */
export function nginxBinary(env = process.env) {
  if (env.NGINX_BIN) {
    return env.NGINX_BIN;
  }
  return fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

/**
 * Replaces the @@TOKENS@@ of the template. Every value must be an absolute path (or the listen
 * address); an unknown or missing token is an error, so the template and this script stay in step.
 */
export function renderNginxConf(template, values) {
  const text = template.replace(/@@([A-Z_]+)@@/g, (token, name) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`deploy/nginx.conf uses ${token} but no value was given for it.`);
    }
    if (/[\s;{}'"]/.test(value)) {
      throw new Error(`Value for ${token} must not contain spaces, quotes, braces or semicolons: "${value}".`);
    }
    return value;
  });
  return text;
}

/**
 * Writes csp.conf and nginx.conf into outDir (and creates the runtime folder). transformCsp may
 * rewrite the CSP include before it is written (the tests use it to break the policy on purpose).
 * user: the workers' user when nginx starts as root (e.g. www-data); prepended as `user <name>;`.
 * @param {{buildDir: string, outDir: string, listen: string, env?: NodeJS.ProcessEnv, mimeTypes?: string,
 *   user?: string, transformCsp?: (text: string) => string}} options
 * @returns {{conf: string, runtime: string, csp: ReturnType<typeof generateCsp>}}
 */
export function writeNginxSite({
  buildDir,
  outDir,
  listen,
  env = process.env,
  mimeTypes = '/etc/nginx/mime.types',
  user,
  transformCsp = (text) => text,
}) {
  const build = path.resolve(buildDir);
  const out = path.resolve(outDir);
  const runtime = path.join(out, 'runtime');
  fs.mkdirSync(runtime, {recursive: true});
  const csp = generateCsp({buildDir: build, env});
  const cspPath = path.join(out, 'csp.conf');
  fs.writeFileSync(cspPath, transformCsp(csp.include));
  const conf = path.join(out, 'nginx.conf');
  // `user` only matters when nginx starts as root; without it the workers run as nobody.
  const userLine = user ? `user ${user};\n` : '';
  if (user && !/^[a-z_][a-z0-9_-]*$/i.test(user)) {
    throw new Error(`Not a user name: "${user}".`);
  }
  fs.writeFileSync(
    conf,
    userLine +
      renderNginxConf(fs.readFileSync(templatePath, 'utf8'), {
        ROOT: build,
        LISTEN: listen,
        RUNTIME: runtime,
        HEADERS: headersPath,
        CSP: cspPath,
        MIME_TYPES: mimeTypes,
      }),
  );
  return {conf, runtime, csp};
}

/** The arguments that run nginx in the foreground with a rendered config. */
export function nginxArgs({conf, runtime}) {
  return ['-p', `${runtime}/`, '-c', conf, '-g', 'daemon off;'];
}

// No import.meta here: Playwright loads these modules through its CommonJS transform.
const isMain = process.argv[1] !== undefined && path.basename(process.argv[1]) === 'deploy-nginx.mjs';
if (isMain) {
  const {values: args} = parseArgs({
    options: {
      build: {type: 'string'},
      out: {type: 'string'},
      listen: {type: 'string'},
      user: {type: 'string'},
      run: {type: 'boolean'},
    },
  });
  const buildDir = path.resolve(args.build ?? path.join(repoRoot, 'build'));
  const outDir = path.resolve(args.out ?? path.join(repoRoot, 'deploy/generated'));
  const listen = args.listen ?? `127.0.0.1:${process.env.NGINX_PORT ?? 4208}`;
  const {conf, runtime, csp} = writeNginxSite({buildDir, outDir, listen, user: args.user});
  const bin = nginxBinary();
  const argsList = nginxArgs({conf, runtime});
  console.log(`deploy-nginx: ${csp.files} HTML files, ${csp.scripts.length} inline script hashes`);
  console.log(`deploy-nginx: wrote ${path.relative(process.cwd(), conf)} and csp.conf (serving ${buildDir})`);
  console.log(`deploy-nginx: run with  ${bin} ${argsList.map((a) => (/\s/.test(a) ? `'${a}'` : a)).join(' ')}`);
  if (args.run) {
    const child = spawn(bin, argsList, {stdio: 'inherit'});
    console.log(`deploy-nginx: serving http://${listen}/ (Ctrl+C to stop)`);
    const stop = () => child.kill('SIGQUIT');
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  }
}
