import http from 'node:http';

// A client that chooses the address it comes from: on Linux all of 127.0.0.0/8 is local, so
// binding 127.0.0.2 and 127.0.0.3 gives two clients a proxy tells apart by their real address.

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The instances nginx tried, in order (its X-Upstream header). */
  upstreams: string[];
};

export type CallOptions = {
  /** The local address to connect from (127.0.0.1 by default). */
  from?: string;
  token?: string;
  body?: unknown;
  /** A body sent as it is (an upload), instead of `body` as JSON. */
  raw?: { payload: Buffer; headers: Record<string, string> };
  headers?: Record<string, string>;
};

/** One request on a connection of its own. */
export function call(port: number, method: string, path: string, options: CallOptions = {}) {
  const payload = options.raw
    ? options.raw.payload
    : options.body === undefined
      ? undefined
      : JSON.stringify(options.body);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        headers: {
          ...(options.raw?.headers ??
            (payload === undefined ? {} : { 'content-type': 'application/json' })),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => {
          const upstream = response.headers['x-upstream'];
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            upstreams: typeof upstream === 'string' ? upstream.split(/,\s*/) : [],
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
