import { afterEach, beforeEach } from 'vitest';

/** A Map-backed localStorage for node tests; the browser's own is not there. */
export function installMemoryStorage() {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, String(value)),
    removeItem: (key: string) => void stored.delete(key),
    clear: () => stored.clear(),
  };
  Object.assign(globalThis, { localStorage: storage });
  return {
    stored,
    uninstall: () => Reflect.deleteProperty(globalThis, 'localStorage'),
  };
}

/** A fresh memory localStorage for each test of a file: `const storage = memoryStorageEachTest()`. */
export function memoryStorageEachTest() {
  let current: ReturnType<typeof installMemoryStorage> | undefined;
  beforeEach(() => {
    current = installMemoryStorage();
  });
  afterEach(() => current?.uninstall());
  return {
    get stored() {
      if (!current) throw new Error('the storage exists only inside a test');
      return current.stored;
    },
  };
}
