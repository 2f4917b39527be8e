import { useEffect, useState } from "react";

// False on the server and in the first browser render; true once JavaScript runs. For
// controls that only make sense without JavaScript (a "show the next list" button).
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
