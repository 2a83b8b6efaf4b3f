import type { AccountSettingsTab } from '@/config/paths';

/** spec 000 §2: the settings page's tabs, in the sidebar's order. */
export const settingsTabs: readonly { tab: AccountSettingsTab; label: string }[] = [
  { tab: 'portal', label: 'Payment Portal' },
  { tab: 'security', label: 'Security' },
  { tab: 'notifications', label: 'Notifications' },
  { tab: 'support', label: 'Support & Feedback' },
  { tab: 'legal', label: 'Legal' },
];

/** The tab a `?tab=` value names; a missing or unknown value opens the Payment Portal. */
export function settingsTabFrom(value: string | null): AccountSettingsTab {
  return settingsTabs.find(({ tab }) => tab === value)?.tab ?? 'portal';
}
