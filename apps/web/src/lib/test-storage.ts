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
