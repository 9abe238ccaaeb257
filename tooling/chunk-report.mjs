// What is in the built chunks: bytes per package per chunk, from a stats JSON written by a
// `STATS=1 node tooling/build.mjs` build. Usage: node tooling/chunk-report.mjs [package] [minKB]
// (package defaults to host-shell; chunks smaller than minKB (default 10) are summarised).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './build.mjs';

const pkg = process.argv[2] ?? 'host-shell';
const minKB = Number(process.argv[3] ?? 10);
const dist = path.join(root, pkg, 'dist');
const stats = JSON.parse(readFileSync(path.join(dist, 'stats.json'), 'utf8'));

function packageOf(name = '') {
  const m = name.match(/node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/g);
  if (m) return m[m.length - 1].replace(/.*node_modules[\\/]/, '');
  if (name.startsWith('webpack/') || name.includes('(webpack)')) return '(runtime)';
  if (/^(provide|consume) shared|^remote /.test(name)) return `(${name.split(' ').slice(0, 2).join(' ')})`;
  const local = name.match(/\.\/(?:\.\.\/)?([\w-]+)\/src/);
  return local ? `${local[1]} (own)` : name.split(' ')[0];
}

const byChunk = new Map();
for (const m of stats.modules ?? [])
  for (const id of m.chunks ?? []) byChunk.set(id, [...(byChunk.get(id) ?? []), m]);
const modulesOf = (chunk) => byChunk.get(chunk.id) ?? [];
let small = 0;
let smallBytes = 0;
const rows = [];
for (const chunk of stats.chunks) {
  const file = chunk.files.find((f) => f.endsWith('.js'));
  const size = file ? statSync(path.join(dist, file)).size : 0;
  if (size < minKB * 1024) {
    small++;
    smallBytes += size;
    continue;
  }
  const byPkg = new Map();
  for (const m of modulesOf(chunk)) {
    const p = packageOf(m.name ?? m.identifier);
    byPkg.set(p, (byPkg.get(p) ?? 0) + (m.size ?? 0));
  }
  rows.push({ file, size, initial: chunk.initial, names: chunk.names, byPkg });
}
rows.sort((a, b) => b.size - a.size);
for (const r of rows) {
  console.log(`\n${r.file}  ${(r.size / 1024).toFixed(0)} KB on disk${r.initial ? ' (initial)' : ''} ${r.names.join(',')}`);
  for (const [p, n] of [...r.byPkg].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${(n / 1024).toFixed(1).padStart(8)} KB  ${p}`);
}
console.log(`\n${small} chunks under ${minKB} KB, ${(smallBytes / 1024).toFixed(0)} KB together`);
