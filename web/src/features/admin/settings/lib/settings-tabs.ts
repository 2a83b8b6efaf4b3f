import type { AdminSettingsTab } from '@/config/paths';

/** spec 001 §2.9: the settings page's five tabs, in order. */
export const adminSettingsTabs: readonly { tab: AdminSettingsTab; label: string }[] = [
  { tab: 'account', label: 'Account' },
  { tab: 'gmail', label: 'Gmail' },
  { tab: 'extraction', label: 'Extraction' },
  { tab: 'database', label: 'Data management' },
  { tab: 'ml-fields', label: 'ML Fields' },
];

// The remembered tab lives in local storage, like the console's other display hints.
const storageKey = 'adminSettingsTab';

const asTab = (value: string | null | undefined): AdminSettingsTab | undefined =>
  adminSettingsTabs.find(({ tab }) => tab === value)?.tab;

function rememberedTab(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** spec 001 §2.9: ?tab= when valid, else the remembered last tab, else account. */
export function initialSettingsTab(fromQuery: string | null): AdminSettingsTab {
  return asTab(fromQuery) ?? asTab(rememberedTab()) ?? 'account';
}

/** The tab a value names, if any (for the tabs' change events). */
export const settingsTabFrom = asTab;

export function rememberSettingsTab(tab: AdminSettingsTab): void {
  try {
    window.localStorage.setItem(storageKey, tab);
  } catch {
    // Storage may be unavailable (private modes); the tab is then simply not remembered.
  }
}
