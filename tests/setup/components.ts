// What a component test needs: the app's future flags (remix.config.js) for createRemixStub,
// so a stubbed route behaves as the built app's routes do.
import config from "../../remix.config.js";

export const FUTURE = config.future;
