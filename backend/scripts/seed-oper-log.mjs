// Fills a stopped server's embedded database with N operation-log rows (spread over the last
// N minutes, one in 17 a failure), for the list benchmarks and the 10,000-row browser test.
// PGlite is single-process: run this only while no server holds DATA_DIR.
// Usage: node backend/scripts/seed-oper-log.mjs <DATA_DIR> [rows=10000]
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { PGlite } = require('@electric-sql/pglite');

const [dataDir, rowsArg = '10000'] = process.argv.slice(2);
const rows = Number(rowsArg);
if (!dataDir || !Number.isInteger(rows) || rows < 1) {
  console.error('usage: node backend/scripts/seed-oper-log.mjs <DATA_DIR> [rows]');
  process.exit(2);
}
// The table's trigram indexes need the extension loaded to accept rows.
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
const db = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
const t0 = Date.now();
await db.query(`
  insert into sys_oper_log (module, title, oper_name, oper_id, dept_name, oper_url, request_method, oper_ip, oper_location,
                            oper_param, http_status, error_msg, status, cost_ms, oper_time)
  select 'system', 'Edit post ' || g, 'admin', 1, 'Shiftdesk HQ', '/backend/api/v1/system/post/edit',
         (array['POST','PUT','DELETE'])[1 + g % 3], '10.0.' || (g % 250) || '.' || (g % 200), 'LAN',
         '{"id":' || g || ',"postName":"Post ' || g || '"}', case when g % 17 = 0 then 409 else 200 end,
         case when g % 17 = 0 then 'Post code already exists' else '' end, case when g % 17 = 0 then 1 else 0 end,
         g % 900, now() - (g || ' minutes')::interval
  from generate_series(1, ${rows}) g`);
const [{ n }] = (await db.query('select count(*)::int as n from sys_oper_log')).rows;
await db.close();
console.log(`inserted ${rows} rows in ${Date.now() - t0} ms (table: ${n})`);
