import type { User } from '@/lib/auth/user';

// Browser-storage entries of spec 000 §3 / 001 §2.1. DESIGN §6.5: display hints only, never access:
// the server decides who is signed in and who is an admin.
const keys = {
  currentCustomer: 'currentCustomer',
  adminAccess: 'adminAccess',
  /** spec 000 §4: set on registration so the chat assistant starts its guided tour. */
  showChatGuide: 'showChatGuide',
  /** spec 000 §4: set on registration so the dashboard opens the verification modal. */
  showVerificationModal: 'showVerificationModal',
} as const;

type FlagKey = 'adminAccess' | 'showChatGuide' | 'showVerificationModal';

// Storage can be unavailable (disabled cookies, some private modes); hints are optional, so ignore that.
function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // nothing to do: the hint is lost, nothing else is
  }
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const localHints = {
  setCurrentCustomer: (user: User) => write(keys.currentCustomer, JSON.stringify(user)),
  getCurrentCustomer: (): unknown => {
    const stored = read(keys.currentCustomer);
    if (!stored) return null;
    try {
      return JSON.parse(stored) as unknown;
    } catch {
      return null;
    }
  },
  setFlag: (flag: FlagKey, on: boolean) => write(keys[flag], on ? 'true' : null),
  getFlag: (flag: FlagKey): boolean => read(keys[flag]) === 'true',
  /** Signing out forgets every hint about the account. */
  clear: () => {
    for (const key of Object.values(keys)) write(key, null);
  },
};
