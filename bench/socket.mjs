// Socket fan-out: N concurrent sockets on one instance, then broadcasts of a published notice.
// Reports delivery latency p50/p99 (publish request sent → frame received, per socket), server
// memory per socket, and the same broadcast to 1 socket as the in-run baseline.
// Usage: node bench/socket.mjs [sockets=5000] [rounds=5]   (budget: 10000 sockets per instance)
// Each socket costs one file descriptor in this process and one in the server (a child of this
// process, so it inherits the limit). Node already raises its soft open-files limit to the hard
// one at start-up; when that is still below sockets + 1024 the script re-runs itself through
// `bash -c 'ulimit -n …'` (as root that raises the hard limit too; otherwise it warns).
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { login, percentile, root, rssKiB, startServer } from './lib/server.mjs';

const require = createRequire(path.join(root, 'bench/package.json'));
const WebSocket = require('ws');

const N = Number(process.argv[2] ?? 5000);
const ROUNDS = Number(process.argv[3] ?? 5);

const wantFds = N + 1024;
const softFds = Number(execFileSync('bash', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim()) || Infinity;
if (softFds < wantFds && !process.env.SOCKET_BENCH_ULIMIT) {
  const hard = execFileSync('bash', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim();
  const target = Math.max(wantFds, 65536);
  console.log(`open-files limit ${softFds} < ${wantFds}: re-running with ulimit -n ${target}`);
  const self = fileURLToPath(import.meta.url);
  const raise = `ulimit -n ${target} 2>/dev/null || { echo "cannot raise the open-files limit to ${target} (hard limit ${hard}; needs root/CAP_SYS_RESOURCE): expect EMFILE above ~${hard} sockets" >&2; ulimit -n ${hard}; }`;
  const r = spawnSync('bash', ['-c', `${raise}; exec "$0" "$@"`, process.execPath, self, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, SOCKET_BENCH_ULIMIT: '1' },
  });
  process.exit(r.status ?? 1);
}
const API = '/backend/api/v1/system';

async function call(url, token, method, route, body) {
  const res = await fetch(`${url}${API}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.code !== 0) throw new Error(`${method} ${route}: ${json.message}`);
  return json.data;
}

function open(wsUrl, onNotice) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    ws.on('open', () => resolve(ws));
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw));
      if (msg.event === 'notice') onNotice(msg.data);
    });
  });
}

async function broadcast(url, token, sockets, received, title) {
  received.clear();
  const notice = await call(url, token, 'POST', '/notice/add', {
    title,
    type: 1,
    tag: 12,
    status: 1,
    content: `<p>${title}</p>`,
    sort: 0,
  });
  const id = notice?.id ?? notice;
  const t0 = performance.now();
  await call(url, token, 'PUT', '/notice/publish', { id });
  const deadline = Date.now() + 30_000;
  while (received.size < sockets && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  const latencies = [...received.values()].map((t) => t - t0).sort((a, b) => a - b);
  return { delivered: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) };
}

const server = await startServer();
try {
  const token = await login(server.url);
  const wsUrl = `${server.url.replace('http', 'ws')}/admin/api/v1/websocket?token=${encodeURIComponent(token)}`;
  const received = new Map();
  const onNotice = (i) => () => received.set(i, performance.now());

  // Baseline: one socket in the same run.
  const single = await open(wsUrl, onNotice(-1));
  const baseline = await broadcast(server.url, token, 1, received, 'baseline');
  single.close();

  const rssBefore = await rssKiB(server.pid);
  const sockets = [];
  const t0 = performance.now();
  for (let i = 0; i < N; i += 250) {
    const batch = [];
    for (let j = i; j < Math.min(N, i + 250); j++) batch.push(open(wsUrl, onNotice(j)));
    sockets.push(...(await Promise.all(batch)));
  }
  const connectMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000));
  const rssAfter = await rssKiB(server.pid);

  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) rounds.push(await broadcast(server.url, token, N, received, `bench ${r}`));
  for (const ws of sockets) ws.terminate();

  const p50s = rounds.map((r) => r.p50).sort((a, b) => a - b);
  const p99s = rounds.map((r) => r.p99).sort((a, b) => a - b);
  const result = {
    sockets: N,
    connectSeconds: +(connectMs / 1000).toFixed(2),
    memoryPerSocketKiB: +((rssAfter - rssBefore) / N).toFixed(1),
    serverRssMiB: { before: +(rssBefore / 1024).toFixed(1), after: +(rssAfter / 1024).toFixed(1) },
    rounds: rounds.map((r) => ({ delivered: r.delivered, p50ms: +r.p50.toFixed(1), p99ms: +r.p99.toFixed(1) })),
    medianOfRounds: { p50ms: +percentile(p50s, 50).toFixed(1), p99ms: +percentile(p99s, 50).toFixed(1) },
    baselineOneSocket: { p50ms: +baseline.p50.toFixed(1) },
    p99VsOneSocket: +(percentile(p99s, 50) / baseline.p50).toFixed(1),
    budget: 'p99 ≤ 500 ms (ARCHITECTURE §7)',
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(`JSON ${JSON.stringify(result)}`);
} finally {
  await server.stop();
}
