import { MlTraining } from '@/features/admin/ml-training/components/ml-training';

/** /admin/ml-training: ML Training (spec 001 §2.8); `?tab=performance|training-data` opens a tab. */
export default function Route() {
  return (
    <>
      <title>ML Training · Ticket Relay</title>
      <div className="grid gap-6">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">ML Training</h1>
          <p className="text-muted-foreground">Train the extraction model and follow how well it performs.</p>
        </div>
        <MlTraining />
      </div>
    </>
  );
}
