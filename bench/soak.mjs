// Soak (issue 11): USERS concurrent signed-in users for MINUTES against the real server (the
// production bundle, fresh DATA_DIR, PGlite; DB=pg for a throw-away PostgreSQL), loopback only.
// Each user loops: think 1–3 s (a person reading the screen), then one request — 70 % reads (user list, post list, dept
// tree, menus, own notices) and 30 % writes on a post of its own (add → edit → delete, so the
// tables stay the same size and memory growth is the server's, not the data's).
// Prints, per request kind: count, errors, p50/p95/p99 ms; requests total; the server's RSS (with
// its children) at start (after the logins), peak (sampled every 5 s) and end (after the load).
// Exits 1 on any error (non-2xx, non-zero envelope code, or no answer in 30 s).
// Usage: node bench/soak.mjs [minutes=10] [users=200]
import { startPostgres } from './lib/pg.mjs';
import { login, percentile, rssKiB, startServer } from './lib/server.mjs';

const MINUTES = Number(process.argv[2] ?? 10);
const USERS = Number(process.argv[3] ?? 200);
const TIMEOUT_MS = 30_000;

const pg = process.env.DB === 'pg' ? await startPostgres() : null;
// Every user signs in as admin (its own session and token): the soak is about the server under
// many sessions, not about rate limits, so the login limit is lifted for the run.
const server = await startServer({ LOGIN_RATE_LIMIT: '100000', ...(pg ? { DATABASE_URL: pg.url } : {}) });
const API = `${server.url}/backend/api/v1`;

const tokens = [];
for (let i = 0; i < USERS; i += 4) {
  const batch = await Promise.all(Array.from({ length: Math.min(4, USERS - i) }, () => login(server.url)));
  tokens.push(...batch);
}

const stats = new Map(); // kind → { ms: number[], errors: number, samples: Map<string, number> }
function record(kind, ms, error) {
  let s = stats.get(kind);
  if (!s) {
    s = { ms: [], errors: 0, samples: new Map() };
    stats.set(kind, s);
  }
  s.ms.push(ms);
  if (error) {
    s.errors++;
    s.samples.set(error, (s.samples.get(error) ?? 0) + 1);
  }
}

async function call(kind, token, method, url, body) {
  const started = performance.now();
  let error = null;
  let json = null;
  // Its own controller and timer (not AbortSignal.timeout): the deadline must also cover a body
  // that stalls half-read, and the run must end even if a request never settles.
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(new Error('no answer in 30 s')), TIMEOUT_MS);
  const attempt = (async () => {
    const res = await fetch(`${API}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: ctl.signal,
    });
    const text = await res.text();
    try {
      json = JSON.parse(text);
    } catch {}
    if (res.status >= 300 || json?.code !== 0)
      error = `${res.status} ${json?.message ?? text.slice(0, 60)}`.slice(0, 100);
  })();
  const hung = new Promise((_, reject) =>
    ctl.signal.addEventListener('abort', () => reject(new Error('no answer in 30 s'))),
  );
  try {
    await Promise.race([attempt, hung]);
  } catch (err) {
    error = String(err?.message ?? err).slice(0, 100);
  } finally {
    clearTimeout(timer);
    attempt.catch(() => {});
  }
  record(kind, performance.now() - started, error);
  return json;
}

const READS = [
  ['user/list', '/system/user/list?pageNum=1&pageSize=10'],
  ['post/list', '/system/post/list?pageNum=1&pageSize=10'],
  ['dept/list', '/system/dept/list'],
  ['getUserMenus', '/system/user/getUserMenus'],
  ['notice/listShow', '/system/notice/listShow?pageNum=1&pageSize=10'],
];

let running = true;
async function user(n, token) {
  let postId = 0;
  let step = 0;
  while (running) {
    await new Promise((r) => setTimeout(r, 1000 + Math.random() * 2000));
    if (!running) break;
    if (Math.random() < 0.3) {
      const code = `soak_${n}_${step}`;
      if (!postId) {
        const json = await call('post/add', token, 'POST', '/system/post/add', {
          postCode: code,
          postName: `Soak ${n}`,
          postSort: n,
          status: 1,
        });
        if (json?.code === 0) {
          const list = await call(
            'post/list?postCode',
            token,
            'GET',
            `/system/post/list?pageNum=1&pageSize=1&postCode=${code}`,
          );
          postId = list?.data?.list?.[0]?.id ?? 0;
        }
        step++;
      } else if (step % 3 === 1) {
        await call('post/edit', token, 'PUT', '/system/post/edit', {
          id: postId,
          postCode: `soak_${n}_${step}_e`,
          postName: `Soak ${n} edited`,
          postSort: n,
          status: 1,
        });
        step++;
      } else {
        await call('post/delete', token, 'DELETE', '/system/post/delete', { ids: [postId] });
        postId = 0;
        step++;
      }
    } else {
      const [kind, url] = READS[Math.floor(Math.random() * READS.length)];
      await call(kind, token, 'GET', url);
    }
  }
}

const rssStart = await rssKiB(server.pid);
let rssPeak = rssStart;
const sampler = setInterval(async () => {
  rssPeak = Math.max(rssPeak, await rssKiB(server.pid));
}, 5000);
const startedAt = Date.now();
const load = Promise.all(tokens.map((t, n) => user(n, t)));
const progress = setInterval(() => {
  const total = [...stats.values()].reduce((a, s) => a + s.ms.length, 0);
  const errors = [...stats.values()].reduce((a, s) => a + s.errors, 0);
  const kinds = [...stats.values()].flatMap((st) => [...st.samples]).map(([m, c]) => `${c} × ${m}`);
  console.error(
    `soak: ${Math.round((Date.now() - startedAt) / 1000)} s, ${total} requests, ${errors} errors${kinds.length ? ` (${kinds.join('; ')})` : ''}`,
  );
}, 60_000);
await new Promise((r) => setTimeout(r, MINUTES * 60_000));
running = false;
await load;
clearInterval(progress);
clearInterval(sampler);
const seconds = (Date.now() - startedAt) / 1000;
// Let the last responses' garbage go before the end figure (a real server idles too).
await new Promise((r) => setTimeout(r, 5000));
const rssEnd = await rssKiB(server.pid);
rssPeak = Math.max(rssPeak, rssEnd);

let total = 0;
let errors = 0;
console.log(`\n## Soak: ${USERS} users, ${MINUTES} min, ${pg ? 'PostgreSQL' : 'PGlite'}, production bundle, loopback`);
console.log('| kind | requests | errors | p50 ms | p95 ms | p99 ms |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [kind, s] of [...stats].sort()) {
  const sorted = [...s.ms].sort((a, b) => a - b);
  total += sorted.length;
  errors += s.errors;
  const f = (p) => percentile(sorted, p).toFixed(1);
  console.log(`| ${kind} | ${sorted.length} | ${s.errors} | ${f(50)} | ${f(95)} | ${f(99)} |`);
  for (const [msg, count] of s.samples) console.log(`|   error: ${count} × ${msg} |`);
}
const all = [...stats.values()].flatMap((s) => s.ms).sort((a, b) => a - b);
console.log(
  `requests total: ${total} in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(1)} req/s), errors: ${errors}`,
);
console.log(
  `all kinds: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`,
);
const mb = (k) => (k / 1024).toFixed(1);
console.log(`server RSS: start ${mb(rssStart)} MiB, peak ${mb(rssPeak)} MiB, end ${mb(rssEnd)} MiB`);
await server.stop();
await pg?.stop?.();
process.exit(errors ? 1 : 0);
