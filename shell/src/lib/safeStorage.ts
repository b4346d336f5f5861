/**
 * localStorage that never throws (SPEC §8: storage failures are only logged
 * as warnings): private modes, full quotas and disabled storage must not
 * break the page.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function safeRead(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read "${key}" from storage`, error);
    return null;
  }
}

export function safeWrite(storage: KeyValueStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write "${key}" to storage`, error);
  }
}

/** The browser's localStorage, or undefined where even touching it throws. */
export function browserLocalStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (error) {
    console.warn('localStorage is not available', error);
    return undefined;
  }
}

/** The browser's sessionStorage (page-view dedup), or undefined where touching it throws. */
export function browserSessionStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch (error) {
    console.warn('sessionStorage is not available', error);
    return undefined;
  }
}
