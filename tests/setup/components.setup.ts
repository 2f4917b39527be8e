// Set-up file of the components project: each test starts with an empty document (Testing
// Library unmounts what a test rendered; it does so by itself only where vitest's globals are on).
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(cleanup);
