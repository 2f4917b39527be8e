// Node flags of the web's process, given where it is started (server/start.ts, the bench).
export const WEB_NODE_FLAGS: string[] = [];
