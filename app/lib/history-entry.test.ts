import { describe, expect, it, vi } from "vitest";

import { MARK_HISTORY_ENTRY } from "./history-entry";

function run(state: unknown) {
  const history = { state, replaceState: vi.fn() };
  new Function("history", MARK_HISTORY_ENTRY)(history);
  return history.replaceState;
}

describe("MARK_HISTORY_ENTRY", () => {
  it("gives a new entry the key and index that the scroll restoration and the router look for", () => {
    const replaceState = run(null);
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState).toHaveBeenCalledWith({ key: expect.stringMatching(/^[0-9a-v]+$/), idx: 0 }, "");
  });

  it("leaves an entry it was given before (back, forward, a reload) as it is", () => {
    expect(run({ key: "abc", idx: 3, usr: { from: "cart" } })).not.toHaveBeenCalled();
  });
});
