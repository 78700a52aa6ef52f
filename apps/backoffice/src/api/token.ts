import { TOKEN_STORAGE_KEY } from '../config';

/** The bearer token issued at sign-in, kept in localStorage so a reload stays logged in. */
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export const tokenStore = {
  get(): string | null {
    return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
  },
  set(token: string): void {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  },
  clear(): void {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
  },
};
