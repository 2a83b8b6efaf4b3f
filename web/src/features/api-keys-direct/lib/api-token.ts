// spec 001 §2.11: the direct-access page keeps its bearer token in browser storage under the name apiToken.
// Storage can be unavailable (some private modes): then the token lives only as long as the page.

const TOKEN_KEY = 'apiToken';

export const apiToken = {
  read(): string | null {
    try {
      return window.localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  write(token: string): void {
    try {
      window.localStorage.setItem(TOKEN_KEY, token);
    } catch {
      // nothing to do: the page keeps the token in memory
    }
  },
  remove(): void {
    try {
      window.localStorage.removeItem(TOKEN_KEY);
    } catch {
      // nothing to do
    }
  },
};
