// An order's timeline: every change of state and every note, written in the transaction that
// made the change (server/orders/state-machine.ts, server/payments/pay.ts).
import type { OrderStatus } from "../contract";
import type { Database } from "../db/client";
import { orderEvents } from "../db/schema";

// Who moved the order: a staff member, its member (cancelling, paying), or the shop itself.
export type OrderActor =
  | { kind: "staff"; staffId: string; name: string }
  | { kind: "member"; name: string }
  | { kind: "shop"; name: string };

export async function recordOrderEvent(
  tx: Pick<Database, "insert">,
  orderId: number,
  actor: OrderActor,
  change: { from: OrderStatus | null; to: OrderStatus | null; note?: string | null },
) {
  await tx.insert(orderEvents).values({
    orderId,
    actorKind: actor.kind,
    staffId: actor.kind === "staff" ? actor.staffId : null,
    actorName: actor.name,
    fromStatus: change.from,
    toStatus: change.to,
    note: change.note || null,
  });
}
