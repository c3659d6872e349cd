// The statements a server really sends PostgreSQL, with their values: a TCP proxy between the
// two reads the messages the client sends (Parse names a statement's text, Bind executes it with
// values) and passes every byte on unchanged. Simple queries (a connection's SET, begin, commit)
// carry no values and are left out. The list
// benchmark points a second server at it to learn each list's statement, then gives those to the
// floor (bench/floor-server.mjs), so the floor answers each case with the very statement the
// server runs. Text-format values only, as node-postgres sends them for the server's statements.
import net from 'node:net';

/** @typedef {{ text: string, values: (string | null)[] }} Execution */

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/**
 * Reads the frontend messages of one connection as they arrive.
 * @param {(execution: Execution) => void} onExecute
 */
function frontendReader(onExecute) {
  /** @type {Buffer} */
  let buffer = Buffer.alloc(0);
  let startup = true;
  /** @type {Map<string, string>} statement name (per connection) -> text */
  const statements = new Map();

  /** @param {Buffer} body @param {number} at */
  const cstring = (body, at) => {
    const end = body.indexOf(0, at);
    return { value: body.toString('utf8', at, end), next: end + 1 };
  };

  /** @param {number} type @param {Buffer} body */
  function message(type, body) {
    if (type === 0x50 /* P: Parse */) {
      const name = cstring(body, 0);
      statements.set(name.value, cstring(body, name.next).value);
    } else if (type === 0x42 /* B: Bind */) {
      const portal = cstring(body, 0);
      const name = cstring(body, portal.next);
      let at = name.next;
      const formats = body.readInt16BE(at);
      at += 2;
      for (let i = 0; i < formats; i++, at += 2) {
        if (body.readInt16BE(at) !== 0) throw new Error('a binary value was bound');
      }
      const count = body.readInt16BE(at);
      at += 2;
      /** @type {(string | null)[]} */
      const values = [];
      for (let i = 0; i < count; i++) {
        const length = body.readInt32BE(at);
        at += 4;
        if (length < 0) values.push(null);
        else {
          values.push(body.toString('utf8', at, at + length));
          at += length;
        }
      }
      const text = statements.get(name.value);
      if (text === undefined) throw new Error(`Bind of a statement never parsed: ${name.value}`);
      onExecute({ text, values });
    }
  }

  /** @param {Buffer} chunk */
  return (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      if (startup) {
        // The first messages have no type byte: the startup message, or an SSL request first.
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) startup = false;
        buffer = buffer.subarray(length);
      } else {
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) return;
        message(/** @type {number} */ (buffer[0]), buffer.subarray(5, 1 + length));
        buffer = buffer.subarray(1 + length);
      }
    }
  };
}

/**
 * A proxy to the PostgreSQL of `databaseUrl`; `url` is the same database through the proxy.
 * @param {string} databaseUrl
 */
export async function captureStatements(databaseUrl) {
  const target = new URL(databaseUrl);
  /** @type {Execution[]} */
  let executions = [];
  /** @type {unknown} */
  let failure = null;
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    const read = frontendReader((execution) => executions.push(execution));
    client.on('data', (chunk) => {
      try {
        read(chunk);
      } catch (error) {
        failure ??= error;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {net.AddressInfo} */ (proxy.address());
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    /** The executions since the last call, oldest first. */
    take() {
      if (failure) throw failure;
      const taken = executions;
      executions = [];
      return taken;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(() => resolve(undefined)));
    },
  };
}
