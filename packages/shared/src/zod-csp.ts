import { z } from 'zod';

/**
 * For the browser only, imported first by the web app's entry. zod compiles fast parsers with
 * `new Function`, and the server's Content-Security-Policy forbids eval: even its guarded probe
 * is reported as a CSP violation. The server keeps the faster compiled parsers.
 */
z.config({ jitless: true });
