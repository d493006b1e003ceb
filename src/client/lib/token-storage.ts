/** The signed-in user's token lives in localStorage under `token` (docs/product.md, "Accounts"). */
export const TOKEN_STORAGE_KEY = 'token';
const KEY = TOKEN_STORAGE_KEY;

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
