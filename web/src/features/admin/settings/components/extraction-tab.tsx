import { ExtractionSettingsCard } from './extraction-settings-card';
import { MlTrainingCard } from './ml-training-card';

/** Settings → Extraction (spec 001 §2.9): how e-mails are processed, and the ML Model Training side card. */
export function ExtractionTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ExtractionSettingsCard className="lg:col-span-2" />
      <MlTrainingCard />
    </div>
  );
}
