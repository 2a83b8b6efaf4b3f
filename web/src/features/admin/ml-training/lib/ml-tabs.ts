/** spec 001 §2.8: the ML Training tabs; `?tab=` names one so other pages can link to it. */
export const mlTabs = [
  { tab: 'overview', label: 'Overview' },
  { tab: 'performance', label: 'Performance' },
  { tab: 'training-data', label: 'Training Data' },
] as const;

export type MlTab = (typeof mlTabs)[number]['tab'];

export function mlTabFrom(value: string | null): MlTab {
  return mlTabs.find(({ tab }) => tab === value)?.tab ?? 'overview';
}
