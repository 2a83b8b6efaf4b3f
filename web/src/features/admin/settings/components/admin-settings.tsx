import { useSearchParams } from 'react-router';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import {
  adminSettingsTabs,
  initialSettingsTab,
  rememberSettingsTab,
  settingsTabFrom,
} from '../lib/settings-tabs';
import { AccountTab } from './account-tab';
import { DataManagementTab } from './data-management-tab';
import { ExtractionTab } from './extraction-tab';
import { GmailTab } from './gmail-tab';
import { MlFieldsTab } from './ml-fields-tab';

/**
 * The admin settings (spec 001 §2.9): five tabs; the open tab comes from ?tab= when valid, else the
 * remembered last tab, else account. Changing tab updates ?tab= and remembers it.
 */
export function AdminSettings() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = initialSettingsTab(searchParams.get('tab'));

  const changeTab = (value: string) => {
    const next = settingsTabFrom(value);
    if (!next) return;
    rememberSettingsTab(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Tabs value={tab} onValueChange={changeTab} className="mt-6">
      <TabsList aria-label="Settings sections" className="h-auto flex-wrap justify-start gap-1">
        {adminSettingsTabs.map(({ tab: value, label }) => (
          <TabsTrigger key={value} value={value} className="h-9 flex-none px-3 sm:flex-1">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="account">
        <AccountTab />
      </TabsContent>
      <TabsContent value="gmail">
        <GmailTab />
      </TabsContent>
      <TabsContent value="extraction">
        <ExtractionTab />
      </TabsContent>
      <TabsContent value="database">
        <DataManagementTab />
      </TabsContent>
      <TabsContent value="ml-fields">
        <MlFieldsTab />
      </TabsContent>
    </Tabs>
  );
}
