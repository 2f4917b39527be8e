// An error that stops the API from starting and speaks to the operator: its message says what
// happened and what to do, and the entry points print it alone, without a stack trace.
export class StartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StartError";
  }
}

// For the entry points: a StartError is printed alone and ends the process; others go on up.
export function exitOnStartError(error: unknown): never {
  if (!(error instanceof StartError)) throw error;
  console.error(`\n${error.message}`);
  process.exit(1);
}
