// Set-up file of the route-module tests (see routes.ts): the API for this test file.
import { afterAll, inject } from "vitest";

import { bootRouteApi, stopRouteApi } from "./routes";

await bootRouteApi(inject("seededDatabase"));
afterAll(stopRouteApi);
