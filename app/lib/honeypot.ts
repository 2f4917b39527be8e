// The hidden field of components/Honeypot.tsx, checked by readForm (forms.server.ts).
export const HONEYPOT_FIELD = "website";
