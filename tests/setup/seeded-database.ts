// Set-up file of the unit project: its API tests open their in-memory databases as copies of
// the seeded one saved for this run (server/testing.ts reads the variable).
import { inject } from "vitest";

const file = inject("seededDatabase");
if (file) process.env.TEST_SEEDED_DATABASE = file;
