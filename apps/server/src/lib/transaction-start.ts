import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the code running in one async context (a request) asks of each outermost transaction it
 * opens: `hook` runs inside that transaction as its first statement, so whatever it writes
 * commits or rolls back with the change itself. Mutable: set `hook` to null once the request no
 * longer wants it (its answer is on its way), and later transactions of the context run plain.
 */
export type TransactionStart<Tx> = { hook: ((tx: Tx) => Promise<void>) | null };

// `never` lets a context typed for any transaction be stored; the database wrapper passes its own.
const storage = new AsyncLocalStorage<TransactionStart<never>>();

/** Runs `fn`, and everything it starts, with `context` as the transactions' start hook. */
export function runWithTransactionStart<Tx, T>(context: TransactionStart<Tx>, fn: () => T): T {
  return storage.run(context as TransactionStart<never>, fn);
}

/** The context of the code running now, if any: for tests and diagnostics. */
export const currentTransactionStart = () => storage.getStore() ?? null;

/** Inside a hooked transaction: a root transaction opened there is not the change's own. */
const INSIDE: TransactionStart<never> = { hook: null };

type Transactional<Tx, Config> = {
  transaction<T>(fn: (tx: Tx) => Promise<T>, config?: Config): Promise<T>;
};

/**
 * Makes `db.transaction` run the current context's hook first. Only the database's own method is
 * replaced: a nested `tx.transaction` is a savepoint of the same transaction and is left alone.
 * The callback runs in a context without a hook, so a root transaction opened inside it (a
 * second connection on PostgreSQL) does not run the hook again: it would wait for the row the
 * first one holds, which waits for it.
 */
export function runHookOnTransactionStart<Tx, Config>(db: Transactional<Tx, Config>) {
  const begin = db.transaction.bind(db);
  db.transaction = <T>(fn: (tx: Tx) => Promise<T>, config?: Config): Promise<T> => {
    const hook = storage.getStore()?.hook;
    if (!hook) return begin(fn, config);
    return begin(async (tx) => {
      await hook(tx as never);
      return storage.run(INSIDE, () => fn(tx));
    }, config);
  };
}
