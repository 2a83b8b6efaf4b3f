import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { adminKeys } from '../../query-keys';
import { useTrainingStatus } from '../api/training-status';
import { mlTabFrom, mlTabs, type MlTab } from '../lib/ml-tabs';
import { OverviewTab } from './overview-tab';
import { PerformanceTab } from './performance-tab';
import { TrainingDataTab } from './training-data-tab';
import { TrainModelButton } from './train-model-button';

/** When a training ends, the figures it changed are read again. */
function useRefreshAfterTraining(status: string | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'training' && status !== undefined && status !== 'training') {
      for (const queryKey of [adminKeys.mlStats, adminKeys.mlPerformance, adminKeys.integrationStatus]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
    previous.current = status;
  }, [status, queryClient]);
}

/** spec 001 §2.8 ML Training: Train Model, and the tabs Overview, Performance and Training Data. */
export function MlTraining() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = mlTabFrom(searchParams.get('tab'));
  const status = useTrainingStatus();
  const training = status.data?.status === 'training';
  useRefreshAfterTraining(status.data?.status);

  return (
    <Tabs
      value={tab}
      onValueChange={(next) =>
        setSearchParams(next === 'overview' ? {} : { tab: next as MlTab }, { replace: true })
      }
      className="grid gap-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <TabsList aria-label="ML Training" className="sm:max-w-lg">
          {mlTabs.map(({ tab: value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TrainModelButton training={training} />
      </div>
      <TabsContent value="overview" className="mt-0">
        <OverviewTab status={status.data} statusError={status.isError} />
      </TabsContent>
      <TabsContent value="performance" className="mt-0">
        <PerformanceTab />
      </TabsContent>
      <TabsContent value="training-data" className="mt-0">
        <TrainingDataTab />
      </TabsContent>
    </Tabs>
  );
}
