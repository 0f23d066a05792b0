/**
 * The worker isolate's live JavaScript heap, read through `wrangler dev`'s DevTools inspector: what a
 * leak in the worker or its Durable Objects (they share its isolate) would grow. Unlike the workerd
 * processes' resident memory, it does not move with when V8 last collected or what the allocator
 * kept: a heap snapshot collects garbage fully first, so the used size after one is what is still
 * reachable.
 */

/** Connects to the inspector on `port`; `liveHeapMB()` answers the heap still reachable, in MB. */
export async function isolateInspector(port, WebSocket) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  if (!target?.webSocketDebuggerUrl) throw new Error(`no worker isolate listed by the inspector on :${port}`);
  // wrangler's inspector proxy accepts a client that sends a User-Agent (as Node's does) only with a local Origin.
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: `http://127.0.0.1:${port}` } });
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error(`the inspector on :${port} refused the connection`)), { once: true });
  });
  let lastId = 0;
  const answers = new Map();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    answers.get(message.id)?.(message);
    answers.delete(message.id);
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      answers.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result)));
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    async liveHeapMB() {
      // The snapshot's chunks arrive as events and are dropped; taking it is what collects the garbage.
      await call("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
      const { usedSize } = await call("Runtime.getHeapUsage");
      return usedSize / 1024 / 1024;
    },
    close: () => socket.close(),
  };
}
