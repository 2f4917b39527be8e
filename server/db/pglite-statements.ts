// PGlite that parses and plans each statement text once. PGlite's own `query` sends every
// statement as an unnamed one: PostgreSQL parses and plans it again at each call, and on PGlite
// (PostgreSQL compiled to WebAssembly, in this process) that was most of a statement's CPU: a
// join of two tables took 1.4 ms as text against 0.28 ms from a named statement, and `select 1`
// 0.33 ms against 0.19 (server/perf/pglite-statements.ts). Here each text becomes a named
// statement the first time it runs, and later calls only bind, execute and sync, in one message
// to the database, inside transactions too. The figures: docs/performance/api-cpu-2026-11-29c.md.
import {
  parse,
  PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";
import { LRUCache } from "lru-cache";

type Statement = { name: string; types: number[] };

// Statement texts differ with the number of values in an `IN (…)` list, so there is a bound;
// each statement kept holds its plan in PGlite's memory, which never shrinks.
const KEPT_STATEMENTS = 500;
// PostgreSQL's "cached plan must not change result type": a table changed under a statement.
const PLAN_CHANGED = "0A000";

export class PgliteWithStatements extends PGlite {
  #named = 0;
  // Statements pushed out of the cache, closed in the database with the next call.
  #toClose: string[] = [];
  #statements = new LRUCache<string, Statement>({
    max: KEPT_STATEMENTS,
    dispose: (statement) => void this.#toClose.push(statement.name),
  });

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (ownPath(options)) return super.query<T>(text, params, options);
    await this._checkReady();
    // The same two locks as PGlite's query: never inside another caller's transaction.
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const answer = await this.#answer<T>(text, params, options, { again: true });
        await this.syncToFs();
        return answer;
      }),
    );
  }

  // PGlite's transaction, its statements named as above. PGlite syncs the files after the
  // transaction, not after each of its statements, and so does this.
  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const named: Transaction = Object.create(tx);
      named.query = async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (tx.closed) throw new Error("Transaction is closed");
        if (ownPath(options)) return tx.query<R>(text, params, options);
        // A failed statement ends the transaction's work: no second try, even for a plan changed.
        return this._runExclusiveQuery(() => this.#answer<R>(text, params, options, { again: false }));
      };
      return callback(named);
    });
  }

  // One statement's answer, read by PGlite's own parser. A plan changed under the statement
  // drops it; `again`: the text is then parsed and run once more.
  async #answer<T>(text: string, params: unknown[], options: QueryOptions | undefined, { again = false }) {
    const messages = await this.#run(text, params, options).catch((error: { code?: string }) => {
      if (error.code !== PLAN_CHANGED) throw error;
      this.#statements.delete(text);
      if (!again) throw error;
      return this.#run(text, params, options);
    });
    return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
  }

  async #run(text: string, params: unknown[], options?: QueryOptions) {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text));
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.types[i]!;
      const serialize = options?.serializers?.[type] ?? this.serializers[type];
      return serialize ? serialize(param) : String(param);
    });
    return this.execProtocolStream(
      joined([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: "P" }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
  }

  // Parses the text into a named statement (closing those the cache let go of first) and reads
  // its parameters' types, which serialize the values.
  async #prepare(text: string) {
    const name = `pglite_${++this.#named}`;
    const closing = this.#toClose.splice(0).map((old) => protocol.serialize.close({ type: "S", name: old }));
    const messages = await this.execProtocolStream(
      joined([
        ...closing,
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    this.#statements.set(text, statement);
    return statement;
  }
}

// A blob (COPY … '/dev/blob') or given parameter types: PGlite's own path.
const ownPath = (options?: QueryOptions) => Boolean(options?.blob || options?.paramTypes);

function joined(parts: Uint8Array[]) {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
