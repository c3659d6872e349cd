import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// By path, as installable-app.ts explains: Node cannot load the package's TypeScript.
import {
  type CatalogueGroup,
  namespaceInGroup,
} from '../../packages/shared/src/i18n/catalogue-groups.ts';
import { compileCatalogue } from '../../packages/shared/src/i18n/compile.ts';

const LOCALES = fileURLToPath(new URL('../../packages/shared/locales', import.meta.url));
const PREFIX = 'virtual:catalogue/';

/**
 * The web app's catalogues (docs/languages.md): `virtual:catalogue/<language>/<group>` is one
 * language's messages of one group (catalogue-groups.ts), compiled to ICU syntax trees, so the
 * browser downloads neither the other languages nor the ICU parser. Each import is a chunk of
 * its own; the sign-in page and the request portal load only their own group.
 */
export function catalogues(): Plugin {
  return {
    name: 'cmms-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language, group] = id.slice(PREFIX.length + 1).split('/');
      if (!language || !group) throw new Error(`bad catalogue import ${id}`);
      const dir = path.join(LOCALES, language);
      const messages: Record<string, string> = {};
      for (const file of fs.readdirSync(dir).sort()) {
        if (!file.endsWith('.json')) continue;
        const namespace = file.slice(0, -'.json'.length);
        if (!namespaceInGroup(namespace, group as CatalogueGroup)) continue;
        const full = path.join(dir, file);
        this.addWatchFile(full);
        const json = JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, string>;
        for (const [key, source] of Object.entries(json)) messages[`${namespace}.${key}`] = source;
      }
      // JSON.parse of a string literal is faster to start than the same object as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(messages)))});`;
    },
  };
}
