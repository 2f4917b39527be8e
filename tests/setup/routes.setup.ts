// Set-up file of the route-module tests (see routes.ts): the API of this worker, booted by the
// first test file it runs.
import { inject } from "vitest";

import { bootRouteApi } from "./routes";

await bootRouteApi(inject("seededDatabase"));
