// The API's configuration, read once from the environment and checked.
import { z } from "zod";

const Env = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  // Bind address of the API. Loopback by default: the web talks to it on the same host.
  API_HOST: z.string().default("127.0.0.1"),
  // A PostgreSQL URL; without it the embedded PGlite keeps its data in DATA_DIR.
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default("./data"),
  // Where the shop's pages live, for links in mail (password reset).
  SHOP_URL: z.url().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
});

export type ApiConfig = {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  shopUrl: string;
};

export function readApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`The API's environment is not valid:\n${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    shopUrl: e.SHOP_URL ?? `http://localhost:${e.PORT}`,
  };
}
