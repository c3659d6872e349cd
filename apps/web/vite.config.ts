import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { catalogues } from './i18n-catalogues.ts';
import { installableApp, NATIVE_MODE } from './installable-app.ts';

// The catalogues reach the browser compiled (i18n-catalogues.ts): the formatter's ICU parser is
// swapped for the stub its authors ship for that, which keeps 8 KiB of code off every page.
const icuParserStub = createRequire(
  new URL('../../packages/shared/package.json', import.meta.url),
).resolve('@formatjs/icu-messageformat-parser/no-parser.js');

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** At least as strict as the production server's CSP, so `vite preview` shows breakage early. */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
].join('; ');

// sonner adds its CSS through a runtime <style> tag, which style-src 'self' refuses. Its
// stylesheet is bundled from src/styles.css instead, so the injection is switched off here.
function sonnerWithoutInlineStyle(): Plugin {
  const injector = 'function __insertCSS(code) {';
  return {
    name: 'sonner-without-inline-style',
    apply: 'build',
    transform(code, id) {
      if (!/\/node_modules\/sonner\/dist\/index\.m?js$/.test(id)) return;
      if (!code.includes(injector)) {
        this.warn('sonner no longer has __insertCSS; check its styles still load under the CSP');
        return;
      }
      return { code: code.replace(injector, `${injector} return;`), map: null };
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), sonnerWithoutInlineStyle(), catalogues(), installableApp(mode)],
  resolve: {
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: icuParserStub }],
  },
  define: {
    // Names this build: answers a phone kept for offline use by another build are not read back
    // (app/providers.tsx, docs/offline.md), since their shape may have changed.
    'import.meta.env.VITE_APP_BUILD': JSON.stringify(new Date().toISOString()),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/health': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    headers: { 'Content-Security-Policy': contentSecurityPolicy },
  },
  build: {
    // Apart from dist/, which the server serves: the native build calls another origin's API.
    outDir: mode === NATIVE_MODE ? 'dist-native' : 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React changes far less often than the app: its own file stays cached across deploys.
        // Everything else is split by who uses it, so the standalone login page
        // (app/login-entry.tsx) downloads neither the router nor the query library.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The QR library is needed only by the asset screens: its own file, loaded with them,
            // never on the login page.
            { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs)[\\/]/ },
          ],
        },
      },
    },
  },
}));
