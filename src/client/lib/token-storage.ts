/** The signed-in user's token lives in localStorage under `token` (docs/product.md, "Accounts"). */
const KEY = 'token';

export const tokenStorage = {
  read(): string | null {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  write(token: string): void {
    localStorage.setItem(KEY, token);
  },
  clear(): void {
    localStorage.removeItem(KEY);
  },
};
