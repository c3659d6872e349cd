import { describe, expect, it } from 'vitest';
import {
  currentTransactionStart,
  runHookOnTransactionStart,
  runWithTransactionStart,
  type TransactionStart,
} from './transaction-start';

type Tx = { name: string; transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> };

/** A database whose transactions log what runs in them; a nested one is a savepoint. */
function fakeDatabase() {
  const log: string[] = [];
  let opened = 0;
  const transactionOf = (name: string): Tx => ({
    name,
    async transaction(fn) {
      log.push(`savepoint in ${name}`);
      return fn(transactionOf(`${name}/savepoint`));
    },
  });
  const db = {
    async transaction<T>(fn: (tx: Tx) => Promise<T>, config?: { isolationLevel: string }) {
      const tx = transactionOf(`tx${++opened}`);
      log.push(`begin ${tx.name}${config ? ` ${config.isolationLevel}` : ''}`);
      try {
        const result = await fn(tx);
        log.push(`commit ${tx.name}`);
        return result;
      } catch (error) {
        log.push(`rollback ${tx.name}`);
        throw error;
      }
    },
  };
  runHookOnTransactionStart<Tx, { isolationLevel: string }>(db);
  return { db, log };
}

const marking = (log: string[]): TransactionStart<Tx> => ({
  hook: async (tx) => {
    log.push(`hook in ${tx.name}`);
  },
});

describe('the transaction start hook', () => {
  it('runs first in each outermost transaction of its context, and only there', async () => {
    const { db, log } = fakeDatabase();
    await db.transaction(async () => log.push('outside the context'));
    await runWithTransactionStart(marking(log), async () => {
      await db.transaction(async (tx) => {
        log.push('change');
        await tx.transaction(async () => log.push('nested'));
        // A root transaction inside the change's: not the change's own.
        await db.transaction(async () => log.push('another root'));
      });
      await db.transaction(async () => log.push('second change'));
    });
    expect(log).toEqual([
      'begin tx1',
      'outside the context',
      'commit tx1',
      'begin tx2',
      'hook in tx2',
      'change',
      'savepoint in tx2',
      'nested',
      'begin tx3',
      'another root',
      'commit tx3',
      'commit tx2',
      'begin tx4',
      'hook in tx4',
      'second change',
      'commit tx4',
    ]);
  });

  it('is seen after awaits and timers, and ends with its context', async () => {
    const context = marking([]);
    const seen = await runWithTransactionStart(context, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      await Promise.resolve();
      return currentTransactionStart();
    });
    expect(seen).toBe(context);
    expect(currentTransactionStart()).toBeNull();
  });

  it('stops once the hook is cleared, and a failing hook rolls the transaction back', async () => {
    const { db, log } = fakeDatabase();
    const context = marking(log);
    await runWithTransactionStart(context, async () => {
      context.hook = null;
      await db.transaction(async () => log.push('after the answer'));
    });
    expect(log).toEqual(['begin tx1', 'after the answer', 'commit tx1']);
    const refusing: TransactionStart<Tx> = {
      hook: async () => {
        throw new Error('the key is no longer ours');
      },
    };
    let ran = false;
    await expect(
      runWithTransactionStart(refusing, () =>
        db.transaction(async () => {
          ran = true;
        }),
      ),
    ).rejects.toThrow('the key is no longer ours');
    expect(ran).toBe(false);
    expect(log.at(-1)).toBe('rollback tx2');
  });

  it('passes the transaction options through', async () => {
    const { db, log } = fakeDatabase();
    await runWithTransactionStart(marking(log), () =>
      db.transaction(async () => log.push('change'), { isolationLevel: 'serializable' }),
    );
    expect(log).toEqual(['begin tx1 serializable', 'hook in tx1', 'change', 'commit tx1']);
  });
});
