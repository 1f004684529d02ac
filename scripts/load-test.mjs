#!/usr/bin/env node
/**
 * A short, bounded load run against the production build served by nginx on loopback.
 *
 *   npm run bench:load -- [--concurrency 16] [--repeat 20] [--max-requests 20000] [--max-seconds 30]
 *                         [--build build] [--port 4208] [--base http://127.0.0.1:4208]
 *
 * Reads every URL of <build>/sitemap.xml, rewrites its origin to 127.0.0.1 (never another host),
 * and requests each one --repeat times with --concurrency requests in flight, gzip accepted, over
 * keep-alive connections. Stops at --max-requests or --max-seconds, whichever comes first.
 * Without --base it renders deploy/nginx.conf for the build, starts nginx on --port and stops it
 * at the end; with --base it uses a server that is already running (it must be on 127.0.0.1).
 *
 * Prints requests, errors, requests/s and p50/p95/max latency; exits 1 on any error (a status
 * other than 200, a network error or a timeout) or when the time cap cut the run short.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import {nginxArgs, nginxBinary, repoRoot, writeNginxSite} from './deploy-nginx.mjs';

/** The page paths of a sitemap.xml (the <loc> values, reduced to path + query). */
export function sitemapPaths(xml) {
  const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
  return [...new Set(paths)];
}

function assertLoopback(base) {
  const {hostname} = new URL(base);
  if (hostname !== '127.0.0.1') {
    throw new Error(`The load run only talks to 127.0.0.1, not ${hostname}.`);
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) {
    return 0;
  }
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function requestOnce(agent, url, timeoutMs) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(
      url,
      {agent, headers: {'Accept-Encoding': 'gzip', 'User-Agent': 'statlas-load-test'}},
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({status: res.statusCode, ms: performance.now() - started, bytes}));
        res.on('error', (error) => resolve({status: 0, ms: performance.now() - started, bytes, error: error.message}));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on('error', (error) => resolve({status: 0, ms: performance.now() - started, bytes: 0, error: error.message}));
  });
}

/**
 * Requests every path `repeat` times with `concurrency` in flight, within the caps.
 * @returns {Promise<{requests: number, errors: number, errorSamples: string[], seconds: number,
 *   rps: number, p50: number, p95: number, max: number, bytes: number, truncated: boolean}>}
 */
export async function runLoad({
  base,
  paths,
  concurrency = 16,
  repeat = 5,
  maxRequests = 20_000,
  maxSeconds = 30,
  timeoutMs = 10_000,
}) {
  assertLoopback(base);
  if (paths.length === 0) {
    throw new Error('No URLs to request.');
  }
  const planned = Math.min(paths.length * repeat, maxRequests);
  const agent = new http.Agent({keepAlive: true, maxSockets: concurrency});
  const latencies = [];
  const errorSamples = [];
  let errors = 0;
  let bytes = 0;
  let next = 0;
  let timedOut = false;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;

  async function worker() {
    while (true) {
      if (performance.now() > deadline) {
        timedOut = true;
        return;
      }
      const i = next;
      if (i >= planned) {
        return;
      }
      next += 1;
      // Round-robin over the URLs so every page is hit once before any is hit twice.
      const target = new URL(paths[i % paths.length], base).href;
      const result = await requestOnce(agent, target, timeoutMs);
      latencies.push(result.ms);
      bytes += result.bytes;
      if (result.status !== 200) {
        errors += 1;
        if (errorSamples.length < 10) {
          errorSamples.push(`${target}: ${result.error ?? `status ${result.status}`}`);
        }
      }
    }
  }

  await Promise.all(Array.from({length: concurrency}, worker));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    planned,
    errors,
    errorSamples,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1) ?? 0,
    bytes,
    truncated: timedOut && latencies.length < planned,
  };
}

/** Waits until something answers HTTP on base (or throws after timeoutMs). */
export async function waitForHttp(base, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < until) {
    try {
      const result = await requestOnce(undefined, new URL('/', base).href, 1000);
      if (result.status > 0) {
        return;
      }
      lastError = result.error;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Nothing answered on ${base} within ${timeoutMs} ms (${lastError}).`);
}

/**
 * Renders the config for buildDir into a new temp folder and starts nginx in the foreground on
 * 127.0.0.1:port (transformCsp: see writeNginxSite). Returns {base, stop, dir}; stop() ends nginx
 * and removes the folder.
 * @param {{buildDir: string, port: number, env?: NodeJS.ProcessEnv, transformCsp?: (text: string) => string}} options
 */
export async function startNginx({buildDir, port, env = process.env, transformCsp}) {
  // Something else on the port would answer in nginx's place: refuse to start instead.
  await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`127.0.0.1:${port} is already in use; stop that server or set NGINX_PORT.`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statlas-nginx-'));
  // Started as root (CI containers), the workers would run as nobody and might not reach the build
  // or the temp folder: keep them as the current user for this short-lived loopback server.
  const user = process.getuid?.() === 0 ? 'root' : undefined;
  const {conf, runtime} = writeNginxSite({buildDir, outDir: dir, listen: `127.0.0.1:${port}`, env, user, transformCsp});
  const bin = nginxBinary(env);
  const child = spawn(bin, nginxArgs({conf, runtime}), {stdio: ['ignore', 'ignore', 'pipe']});
  const spawnError = new Promise((_, reject) =>
    child.on('error', (error) =>
      reject(
        new Error(
          `Cannot run ${bin} (${error.message}). Install nginx (Debian: apt-get install -y -qq nginx) or set NGINX_BIN.`,
        ),
      ),
    ),
  );
  spawnError.catch(() => {}); // handled by the race below; later errors surface through `exited`
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      spawnError,
      waitForHttp(base),
      exited.then((code) => {
        throw new Error(`nginx exited with ${code}: ${stderr}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dir, {recursive: true, force: true});
    throw error;
  }
  return {
    base,
    dir,
    conf,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i += 2) {
    if (!argv[i].startsWith('--') || argv[i + 1] === undefined) {
      throw new Error(`Expected --name value pairs, got "${argv.slice(i).join(' ')}".`);
    }
    args[argv[i].slice(2)] = argv[i + 1];
  }
  return args;
}

// No import.meta here: Playwright loads these modules through its CommonJS transform.
const isMain = process.argv[1] !== undefined && path.basename(process.argv[1]) === 'load-test.mjs';
async function main() {
  const args = parseArgs(process.argv.slice(2));
  const buildDir = path.resolve(args.build ?? path.join(repoRoot, 'build'));
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(sitemap)) {
    console.error(`load-test: ${sitemap} not found; run \`npm run build\` first.`);
    process.exit(1);
  }
  const paths = sitemapPaths(fs.readFileSync(sitemap, 'utf8'));
  const options = {
    paths,
    concurrency: Number(args.concurrency ?? 16),
    repeat: Number(args.repeat ?? 20),
    maxRequests: Number(args['max-requests'] ?? 20_000),
    maxSeconds: Number(args['max-seconds'] ?? 30),
  };
  let server;
  if (args.base) {
    options.base = args.base;
  } else {
    server = await startNginx({buildDir, port: Number(args.port ?? process.env.NGINX_PORT ?? 4208)});
    options.base = server.base;
  }
  let result;
  try {
    console.log(
      `load-test: ${paths.length} sitemap URLs x ${options.repeat} on ${options.base}, ` +
        `concurrency ${options.concurrency}, caps ${options.maxRequests} requests / ${options.maxSeconds} s`,
    );
    result = await runLoad(options);
  } finally {
    await server?.stop();
  }
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`requests   ${result.requests} (planned ${result.planned})`);
  console.log(`errors     ${result.errors}`);
  console.log(`duration   ${result.seconds.toFixed(2)} s`);
  console.log(
    `throughput ${result.rps.toFixed(0)} requests/s, ${(result.bytes / 1024 / 1024 / result.seconds).toFixed(1)} MiB/s (gzip)`,
  );
  console.log(`latency    p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, max ${ms(result.max)}`);
  for (const sample of result.errorSamples) {
    console.log(`error      ${sample}`);
  }
  if (result.truncated) {
    console.log('load-test: the time cap ended the run before every planned request was made.');
  }
  process.exit(result.errors === 0 && !result.truncated ? 0 : 1);
}

if (isMain) {
  main().catch((error) => {
    console.error(`load-test: ${error.message}`);
    process.exit(1);
  });
}
