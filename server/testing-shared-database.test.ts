// The database the test files of a worker share comes back to each as a fresh copy would be:
// rows written, changed and deleted by the file before it put back, and its sequences too.
import { readFile } from "node:fs/promises";

import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { queryRows } from "./db/client";
import { seededSnapshot } from "./testing";
import { borrowSeededDatabase } from "./testing-shared-database";

type State = { products: number; reviews: number; members: number; stock: number; sequences: string };

// Opening the copy is most of its time, as in other files' beforeAll (the hooks' limit).
it(
  "lends the worker's copy of the seeded database to one file at a time, put back as saved",
  { timeout: 60_000 },
  async () => {
    const saved = process.env.TEST_SEEDED_DATABASE;
    const snapshot = saved ? new Blob([await readFile(saved)]) : await seededSnapshot();
    const first = await borrowSeededDatabase(snapshot);
    if (!first) throw new Error("the shared database was already lent");
    // Held: a second API of the same file gets a copy of its own.
    expect(await borrowSeededDatabase(snapshot)).toBeUndefined();

    const state = async (db = first.db) =>
      (
        await queryRows<State>(
          db,
          sql`select (select count(*)::int from products) as products,
              (select count(*)::int from reviews) as reviews,
              (select count(*)::int from members) as members,
              (select sum(stock)::int from product_variants) as stock,
              (select sum(coalesce(last_value, 0))::text from pg_sequences where schemaname = 'public') as sequences`,
        )
      )[0];
    const before = await state();
    expect(before.products).toBeGreaterThan(100);

    // What a test file leaves behind: rows deleted, changed, added, sequences moved on, a setting.
    await first.db.execute(sql`delete from reviews where ctid in (select ctid from reviews limit 10)`);
    await first.db.execute(sql`update product_variants set stock = stock + 5`);
    await first.db.execute(sql`select nextval(format('%I.%I', schemaname, sequencename)) from pg_sequences
    where schemaname = 'public'`);
    await first.db.execute(
      sql`insert into members (id, email, name) values (gen_random_uuid()::text, 'left@example.com', 'Left')`,
    );
    await first.db.execute(sql`set statement_timeout = '1234s'`);
    expect(await state()).not.toEqual(before);
    await first.close();

    const second = await borrowSeededDatabase(snapshot);
    if (!second) throw new Error("the shared database was not given back");
    expect(await state(second.db)).toEqual(before);
    const [timeout] = await queryRows<{ statement_timeout: string }>(second.db, sql`show statement_timeout`);
    expect(timeout.statement_timeout).toBe("0");

    // Only the tables a file wrote are put back, with those pointing at them (TRUNCATE empties
    // the variants and reviews of the products too): all of them filled again.
    await second.db.execute(sql`update products set title = title || ' changed'`);
    await second.close();
    const third = await borrowSeededDatabase(snapshot);
    if (!third) throw new Error("the shared database was not given back");
    expect(await state(third.db)).toEqual(before);
    const [changed] = await queryRows<{ count: number }>(
      third.db,
      sql`select count(*)::int as count from products where title like '% changed'`,
    );
    expect(changed.count).toBe(0);
    await third.close();
  },
);
