// Reads a server's heap from outside through the V8 inspector (the server started with
// `--inspect=127.0.0.1:<port>`, loopback only): a full GC, then process.memoryUsage(). The server
// needs no debug route for it, so nothing of this exists in a normal start.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './server.mjs';

const WebSocket = createRequire(path.join(root, 'bench/package.json'))('ws');

export async function connectInspector(port) {
  const deadline = Date.now() + 30_000;
  let targets;
  for (;;) {
    try {
      targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
      if (targets.length) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`no inspector on 127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let seq = 0;
  const pending = new Map();
  ws.on('message', (raw) => {
    const msg = JSON.parse(String(raw));
    const waiter = msg.id ? pending.get(msg.id) : undefined;
    if (!waiter) return;
    pending.delete(msg.id);
    if (msg.error) waiter.reject(new Error(msg.error.message));
    else waiter.resolve(msg.result);
  });
  ws.on('close', () => {
    for (const w of pending.values()) w.reject(new Error('inspector closed'));
    pending.clear();
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++seq;
      pending.set(id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });
  return {
    /**
     * Two full collections (the second takes what the first's finalizers freed), then the
     * process's own figures, in bytes.
     */
    async memoryAfterGc() {
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
      const { result } = await send('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      });
      return JSON.parse(result.value);
    },
    /** Evaluates an expression in the server's main context; returns its JSON value. */
    async evaluate(expression) {
      const { result, exceptionDetails } = await send('Runtime.evaluate', { expression, returnByValue: true });
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? 'evaluate failed');
      return result.value;
    },
    close() {
      ws.close();
    },
  };
}
