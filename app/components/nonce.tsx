import { createContext, useContext } from "react";

/** The CSP nonce of this response; only the server render knows it (browsers hide it afterwards). */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
