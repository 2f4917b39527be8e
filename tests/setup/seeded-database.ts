// Set-up file of the node and slow projects: their API tests open their databases as copies
// of the seeded one made for this run (server/testing.ts reads the variables): an in-memory
// copy of the saved file, or on PostgreSQL a copy of the template database.
import { inject } from "vitest";

const file = inject("seededDatabase");
if (file) process.env.TEST_SEEDED_DATABASE = file;
const template = inject("templateDatabase");
if (template) process.env.TEST_TEMPLATE_DATABASE = template;
