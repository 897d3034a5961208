import { createContext, useContext } from 'react';

/** The per-request CSP nonce, given to inline and framework scripts; never part of loader data. */
export const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
