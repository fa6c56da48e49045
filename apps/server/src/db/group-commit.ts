// SQLite with group commit. With synchronous=FULL every COMMIT waits for the disk (fsync), and one
// checkout is one transaction: under load most of an order's time was that wait. Here transactions
// that come together share one COMMIT: each runs as a SAVEPOINT inside a batch transaction on the
// one writing connection, and its commit resolves only after the batch's COMMIT has returned — so
// nothing is acknowledged before it is on disk, and a failed COMMIT fails every member.
//
// StatementCache outside a transaction never see a batch that is not yet committed: reads go to a
// second (reading) connection, which in WAL mode sees committed data only; a write outside a
// transaction first commits the open batch and then runs on its own, as it always did.
// Transactions are started through Kysely (db.transaction()); raw BEGIN/COMMIT is refused.
import type { Database as SqliteConnection } from 'better-sqlite3';
import {
  SqliteAdapter,
  SqliteDialect,
  type CompiledQuery,
  type DialectAdapter,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { cachingStatements, type StatementCache } from './statement-cache.ts';

/** A batch also commits when it has this many members, so a steady stream cannot hold one open. */
const MAX_BATCH = 64;
const MEMBER = 'group_commit_member';
const TRANSACTION_CONTROL = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i;
const PRAGMA = /^\s*pragma\b/i;

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/** FIFO lock over the writing connection. */
class WriterLock {
  #tail: Promise<void> = Promise.resolve();
  #held = false;

  get held(): boolean {
    return this.#held;
  }

  async acquire(): Promise<() => void> {
    let release!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise((resolve) => (release = resolve));
    await previous;
    this.#held = true;
    return () => {
      this.#held = false;
      release();
    };
  }
}

function run(statements: StatementCache, query: CompiledQuery): QueryResult<unknown> {
  const statement = statements.prepare(query.sql);
  const parameters = query.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

class GroupCommitDriver implements Driver {
  readonly #writer: SqliteConnection;
  readonly #writes: StatementCache;
  readonly #reads: StatementCache;
  readonly #lock = new WriterLock();
  /** Members whose savepoint is released and who wait for the batch's COMMIT. */
  #waiting: Waiter[] = [];
  #flushScheduled = false;

  constructor(writer: SqliteConnection, reader: SqliteConnection) {
    this.#writer = writer;
    this.#writes = cachingStatements(writer);
    this.#reads = cachingStatements(reader);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this);
  }

  async releaseConnection(): Promise<void> {}

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as Session;
    session.release = await this.#lock.acquire();
    try {
      // SQLite itself rolls a transaction back on some errors (disk full, I/O): the members
      // waiting on it lost their writes.
      if (!this.#writer.inTransaction) {
        this.#commitBatch(); // with no transaction open: fails the members that were waiting on it
        // IMMEDIATE: the write lock is taken here, where busy_timeout waits for another process
        // (the operator CLI, a second server) to finish. A deferred BEGIN whose member reads first
        // and then writes cannot wait: SQLite answers SQLITE_BUSY at once when another process
        // committed in between (the read snapshot is stale).
        this.#writer.exec('begin immediate');
      }
      this.#writer.exec(`savepoint ${MEMBER}`);
    } catch (error) {
      this.#releaseSession(session);
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as Session;
    this.#writer.exec(`release ${MEMBER}`);
    const durable = new Promise<void>((resolve, reject) => this.#waiting.push({ resolve, reject }));
    this.#releaseSession(session);
    if (this.#waiting.length >= MAX_BATCH) void this.#flush();
    else this.#scheduleFlush();
    return durable;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const session = connection as Session;
    // After a failed batch COMMIT Kysely rolls back too; that member no longer holds the writer.
    if (!session.release) return;
    try {
      if (this.#writer.inTransaction) this.#writer.exec(`rollback to ${MEMBER}; release ${MEMBER}`);
      // A transaction that gave up usually lost to another one in this batch (a unique key, a
      // row moved) and reads again outside: commit now, so that read sees the winner.
      this.#commitBatch();
    } finally {
      this.#releaseSession(session);
    }
  }

  async destroy(): Promise<void> {
    await this.#flush();
    this.#writer.close();
    this.#reads.close();
  }

  /** A statement of a session; `inTransaction` when the session holds the writer in a member. */
  async execute(query: CompiledQuery, inTransaction: boolean): Promise<QueryResult<unknown>> {
    if (inTransaction) return run(this.#writes, query);
    if (TRANSACTION_CONTROL.test(query.sql)) throw new Error('Start transactions with db.transaction(), not raw SQL');
    if (!PRAGMA.test(query.sql) && this.#reads.prepare(query.sql).readonly) return run(this.#reads, query);
    const release = await this.#lock.acquire();
    try {
      this.#commitBatch();
      return run(this.#writes, query);
    } finally {
      release();
    }
  }

  #releaseSession(session: Session): void {
    session.release?.();
    session.release = undefined;
  }

  #scheduleFlush(): void {
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    // After the I/O phase: the requests that arrived with this one join the batch first.
    setImmediate(() => {
      this.#flushScheduled = false;
      void this.#flush();
    });
  }

  async #flush(): Promise<void> {
    if (!this.#waiting.length && !this.#writer.inTransaction) return;
    const release = await this.#lock.acquire();
    try {
      this.#commitBatch();
    } finally {
      release();
    }
  }

  /** COMMIT the open batch (the caller holds the writer) and answer its members. */
  #commitBatch(): void {
    const members = this.#waiting;
    this.#waiting = [];
    if (!this.#writer.inTransaction) {
      for (const m of members) m.reject(new Error('The batch transaction was rolled back'));
      return;
    }
    try {
      this.#writer.exec('commit');
    } catch (error) {
      if (this.#writer.inTransaction) this.#writer.exec('rollback');
      for (const m of members) m.reject(error);
      return;
    }
    for (const m of members) m.resolve();
  }
}

/** What Kysely holds as "a connection": a statement goes to the writer while in a transaction. */
class Session implements DatabaseConnection {
  release: (() => void) | undefined;
  readonly #driver: GroupCommitDriver;

  constructor(driver: GroupCommitDriver) {
    this.#driver = driver;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.#driver.execute(query, this.release !== undefined) as Promise<QueryResult<R>>;
  }

  // eslint-disable-next-line require-yield -- nothing in the shop streams; an iterator that throws says so
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on SQLite here');
  }
}

/**
 * SQLite's adapter, but saying the driver has several connections: Kysely otherwise holds one lock
 * over "the" connection from a transaction's start until its commit returns, and a commit here returns
 * only after the batch's COMMIT, so every transaction would wait for the one before it to reach the
 * disk and no batch would ever hold more than one. The driver's own WriterLock orders the writes.
 */
class GroupCommitSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Kysely's SQLite dialect (compiler, introspector) with the group-commit driver and its adapter. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #writer: SqliteConnection;
  readonly #reader: SqliteConnection;

  constructor(writer: SqliteConnection, reader: SqliteConnection) {
    super({ database: writer });
    this.#writer = writer;
    this.#reader = reader;
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.#writer, this.#reader);
  }

  override createAdapter(): DialectAdapter {
    return new GroupCommitSqliteAdapter();
  }
}
