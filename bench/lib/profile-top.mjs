// Where a V8 CPU profile (node --cpu-prof) spent its time: self time by function, and by package
// (node_modules/<name>, our source files, node internals). Usage: node bench/lib/profile-top.mjs <file.cpuprofile> [rows=30]
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
const ROWS = Number(rowsArg ?? 30);
const prof = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
// Samples are node ids at a tick; timeDeltas are the microseconds since the previous sample.
prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (url) => {
  if (!url) return '(native)';
  const m = url.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node';
  return url.includes('/backend/') ? 'backend (ours)' : url;
};
const byFn = new Map();
const byPkg = new Map();
for (const [id, us] of self) {
  const { callFrame: f } = byId.get(id);
  const name = `${f.functionName || '(anonymous)'}  ${where(f.url)}${f.url && !f.url.includes('node_modules') ? `:${f.lineNumber + 1}` : ''}`;
  byFn.set(name, (byFn.get(name) ?? 0) + us);
  byPkg.set(where(f.url), (byPkg.get(where(f.url)) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
console.log(`${(total / 1e6).toFixed(1)} s sampled\n\nby package:`);
for (const [k, us] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${pct(us)}  ${k}`);
console.log('\nby function (self time):');
for (const [k, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, ROWS)) console.log(`${pct(us)}  ${k}`);
