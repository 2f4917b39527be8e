// For unit tests: what a call throws (loaders and guards throw Responses), or a failure when
// it does not throw at all.
export async function thrown(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}
