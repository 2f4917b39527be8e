// The per-request CSP nonce, handed from entry.server.tsx to the document's scripts. Empty in
// the browser, which never needs it (it hides nonces from scripts anyway).
import { createContext, useContext } from "react";

export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
