// Money is integer cents in the database and dollars (usd, the base currency) in JSON.
export const dollars = (cents: number) => cents / 100;
export const toCents = (amount: number) => Math.round(amount * 100);
