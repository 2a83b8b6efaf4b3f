import { mkdir, readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { apiAreas, areaEntry, type ApiArea } from '../../lambdas/api/route-table.ts';
import {
  functionNameOf,
  invocableFunctionKeys,
  invocableFunctions,
} from '../../lambdas/jobs/function-registry.ts';
import {
  inboundStarterEntry,
  pipelineTaskNames,
  pipelineTasks,
} from '../../lambdas/pipeline/task-registry.ts';
import { S3RVER_CREDENTIALS } from './blobs.ts';
import { ensureTable } from './dynamo-table.ts';
import { createHttpServer, type AreaHandler } from './http/http-server.ts';
import { mailauthAuthenticator } from './inbound-authentication.ts';
import { createInboundSmtpServer } from './inbound-smtp.ts';
import { createLambdaInvokeStandIn, type LocalFunction } from './lambda-invoke.ts';
import { close, listen, LOOPBACK } from './listen.ts';
import { defaultLocalSettings, type LocalSettings } from './local-settings.ts';
import { startOutboundMail } from './outbound-mail.ts';
import { announceRunningTarget } from './running-target.ts';
import { startLocalSchedules } from './schedules.ts';
import { createSecretsStandIn, DATA_KEY_SECRET_ID, SESSION_KEY_SECRET_ID } from './secrets.ts';
import { createPipelineWorkers, type PipelineWorkers } from './pipeline-workers.ts';
import { createStepFunctionsStandIn } from './step-functions.ts';
import { startStorageProcess, type StorageProcess } from './storage-process.ts';
import type { TaskFaults } from './task-faults.ts';

const repoRoot = resolve(import.meta.dirname, '../..');

export const LOCAL_TABLE_NAME = 'ticket-relay';
export const LOCAL_BUCKETS = { rawMail: 'ticket-relay-raw-mail', models: 'ticket-relay-models' };
/** Invocable functions are named `ticket-relay-<key>` locally (`<stack>-<key>` in AWS). */
export const LOCAL_FUNCTION_PREFIX = 'ticket-relay';

export interface LocalTargetOptions extends Partial<LocalSettings> {
  /** Folder of the built SPA; defaults to web/dist. */
  webDist?: string;
  /** Print nothing but errors (tests). */
  quiet?: boolean;
  /** Milliseconds per minute of the local schedules (Gmail auto-sync); tests shorten it. @default 60 000 */
  scheduleMinuteMs?: number;
  /**
   * Start the pipeline's worker as soon as the target is up, so that the first e-mail does not wait
   * about 1.5 s for it to load the task modules. Test files, most of which send no mail, turn it off.
   * @default true
   */
  warmPipeline?: boolean;
  /** Tests only: faults injected into the pipeline's Task states (lib/local/task-faults.ts). */
  taskFaults?: TaskFaults;
}

export interface LocalTarget {
  urls: {
    web: string;
    api: string;
    mailViewer: string;
    smtp: string;
    dynamodb: string;
    s3: string;
    stepFunctions: string;
    secrets: string;
    lambda: string;
  };
  ports: {
    http: number;
    smtp: number;
    ses: number;
    dynamodb: number;
    s3: number;
    stepFunctions: number;
    secrets: number;
    lambda: number;
  };
  dataDir: string;
  tableName: string;
  buckets: typeof LOCAL_BUCKETS;
  /** The child process that runs dynalite and s3rver. */
  storageProcess: Pick<StorageProcess, 'pid' | 'usage'>;
  /** The worker threads that run the pipeline's tasks: how busy each has been (benchmarks). */
  pipelineWorkers: Pick<PipelineWorkers, 'utilization'>;
  stop(): Promise<void>;
}

async function importHandler<T>(entry: string, exportName = 'handler'): Promise<T> {
  const module = (await import(pathToFileURL(join(repoRoot, entry)).href)) as Record<string, T>;
  const handler = module[exportName];
  if (!handler) throw new Error(`${entry} does not export ${exportName}`);
  return handler;
}

/**
 * Starts the whole product on one machine: the AWS stand-ins (dynalite, s3rver, aws-ses-v2-local, a
 * Secrets Manager and a Step Functions stand-in), the SMTP server for inbound mail and one HTTP server
 * for the SPA and `/api/*`, all running the same handler modules the CDK stack deploys.
 * dynalite and s3rver run in a child process of their own (storage-process.ts), so that the storage
 * emulation and the handlers use a core each, as the real services are separate; the pipeline's
 * tasks and the invocable functions run in worker threads (pipeline-workers.ts, lambda-invoke.ts);
 * everything else runs on this process's main thread. One local target per process: the handlers read their configuration once
 * from the environment.
 */
export async function startLocalTarget(options: LocalTargetOptions = {}): Promise<LocalTarget> {
  const settings: LocalSettings = { ...defaultLocalSettings(), ...stripUndefined(options) };
  const dataDir = resolve(settings.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
  };

  try {
    Object.assign(process.env, {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: settings.LOG_LEVEL,
      LOG_LEVEL: settings.LOG_LEVEL === 'SILENT' ? 'ERROR' : settings.LOG_LEVEL,
    });

    // Started first and awaited only when its ports are needed: the child loads while this process does.
    const storageStarting = startStorageProcess({
      dataDir,
      dynamodbPort: settings.DYNAMODB_PORT,
      s3Port: settings.S3_PORT,
      buckets: Object.values(LOCAL_BUCKETS),
    });
    // Handled at once (a failure to start is thrown where the ports are awaited, below).
    const storageOrNothing = storageStarting.catch(() => undefined);
    stoppers.push(async () => (await storageOrNothing)?.stop());

    const secrets = await createSecretsStandIn(dataDir);
    const secretsPort = await listen(secrets, settings.SECRETS_PORT);
    stoppers.push(() => close(secrets));

    const outbound = await startOutboundMail(settings.SES_PORT);
    stoppers.push(() => close(outbound.server));

    const definition = JSON.parse(await readFile(join(repoRoot, 'lib/pipeline.asl.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const pipelineWorkers = createPipelineWorkers(
      Object.fromEntries(
        pipelineTaskNames.map((task) => [
          task,
          { entry: join(repoRoot, pipelineTasks[task]), functionName: `pipeline-${task}` },
        ]),
      ),
    );
    stoppers.push(() => pipelineWorkers.stop());
    const stepFunctions = await createStepFunctionsStandIn({
      definition,
      taskHandlers: pipelineWorkers.taskHandlers,
      dataDir,
      taskFaults: options.taskFaults,
    });
    const stepFunctionsPort = await listen(stepFunctions.server, settings.SFN_PORT);
    stoppers.push(async () => {
      await stepFunctions.drain(5_000);
      await close(stepFunctions.server);
    });

    const functions = createLambdaInvokeStandIn({
      functions: Object.fromEntries(
        invocableFunctionKeys.map((key): [string, LocalFunction] => [
          functionNameOf(LOCAL_FUNCTION_PREFIX, key),
          {
            entry: join(repoRoot, invocableFunctions[key].entry),
            timeoutSeconds: invocableFunctions[key].timeoutSeconds,
          },
        ]),
      ),
      onError: (functionName, error) => {
        if (!options.quiet) console.error(`Invocation of ${functionName} failed: ${error.errorMessage}`);
      },
    });
    const lambdaPort = await listen(functions.server, 0);
    stoppers.push(async () => {
      await functions.drain(5_000);
      await close(functions.server);
    });

    const storage = await storageStarting;
    const { dynamodbPort, s3Port } = storage;
    const endpoint = (port: number) => `http://${LOOPBACK}:${port}`;
    const httpPortWanted = settings.PORT;
    Object.assign(process.env, {
      TABLE_NAME: LOCAL_TABLE_NAME,
      RAW_MAIL_BUCKET: LOCAL_BUCKETS.rawMail,
      MODELS_BUCKET: LOCAL_BUCKETS.models,
      PIPELINE_STATE_MACHINE_ARN: stepFunctions.stateMachineArn,
      INBOUND_DOMAIN: settings.INBOUND_DOMAIN,
      MAIL_FROM: settings.MAIL_FROM,
      ADMIN_EMAILS: settings.ADMIN_EMAILS,
      SESSION_KEY_SECRET_ID,
      DATA_KEY_SECRET_ID,
      DYNAMODB_ENDPOINT: endpoint(dynamodbPort),
      S3_ENDPOINT: endpoint(s3Port),
      SES_ENDPOINT: endpoint(outbound.port),
      SFN_ENDPOINT: endpoint(stepFunctionsPort),
      SECRETS_ENDPOINT: endpoint(secretsPort),
      LAMBDA_ENDPOINT: endpoint(lambdaPort),
      TRAINER_FUNCTION_NAME: functionNameOf(LOCAL_FUNCTION_PREFIX, 'train-model'),
      WEBHOOK_DISPATCH_FUNCTION_NAME: functionNameOf(LOCAL_FUNCTION_PREFIX, 'webhook-dispatch'),
      WEBHOOK_ALLOW_PRIVATE_URLS: String(settings.WEBHOOK_ALLOW_PRIVATE_URLS),
      SETTINGS_MAX_AGE_MS:
        settings.SETTINGS_MAX_AGE_MS === undefined ? '' : String(settings.SETTINGS_MAX_AGE_MS),
    });

    const dynamodb = new DynamoDBClient({ region: 'us-east-1', endpoint: endpoint(dynamodbPort) });
    await ensureTable(dynamodb, LOCAL_TABLE_NAME, {
      backupDir: join(dataDir, 'backups'),
      onMigrated: ({ items, backup, indexes }) =>
        console.error(
          `Table ${LOCAL_TABLE_NAME} recreated for the new indexes ${indexes.join(', ')} with its ${items} item(s) ` +
            `(a copy is in ${backup}); run \`npm run reconcile -- --backfill\` to fill them for existing data.`,
        ),
    });
    dynamodb.destroy();

    const areaHandlers = {} as Record<ApiArea, AreaHandler>;
    for (const area of apiAreas) areaHandlers[area] = await importHandler<AreaHandler>(areaEntry(area));
    const http = createHttpServer(areaHandlers, options.webDist ?? join(repoRoot, 'web/dist'));
    const httpPort = await listen(http, httpPortWanted);
    stoppers.push(() => close(http));
    // Links in e-mails point at the port actually bound unless a public URL was configured.
    process.env.WEB_URL = settings.WEB_URL ?? `http://localhost:${httpPort}`;

    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: endpoint(s3Port),
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
    stoppers.push(async () => s3.destroy());
    const startPipeline =
      await importHandler<Parameters<typeof createInboundSmtpServer>[0]['startPipeline']>(
        inboundStarterEntry,
      );
    const smtp = createInboundSmtpServer({
      s3,
      bucket: LOCAL_BUCKETS.rawMail,
      startPipeline,
      authenticate: settings.INBOUND_AUTH_CHECKS ? mailauthAuthenticator() : undefined,
      onError: (error) => console.error('Inbound mail error', error),
    });
    const smtpPort = await listen(smtp.server as Server, settings.SMTP_PORT);
    stoppers.push(() => new Promise<void>((done) => smtp.close(() => done())));

    const schedules = startLocalSchedules({
      lambdaEndpoint: endpoint(lambdaPort),
      functionPrefix: LOCAL_FUNCTION_PREFIX,
      minuteMs: options.scheduleMinuteMs,
      onError: (functionName, error) => console.error(`Scheduled run of ${functionName} failed`, error),
    });
    stoppers.push(async () => schedules.stop());
    stoppers.push(
      await announceRunningTarget(dataDir, {
        pid: process.pid,
        urls: {
          web: `http://localhost:${httpPort}`,
          mailViewer: endpoint(outbound.port),
          dynamodb: endpoint(dynamodbPort),
          s3: endpoint(s3Port),
          smtp: `smtp://${LOOPBACK}:${smtpPort}`,
        },
        smtpPort,
        tableName: LOCAL_TABLE_NAME,
        buckets: LOCAL_BUCKETS,
      }),
    );

    // Everything is up: the pipeline's worker loads its modules now, not when the first e-mail arrives.
    if (options.warmPipeline !== false) pipelineWorkers.warm();
    return {
      urls: {
        web: `http://localhost:${httpPort}`,
        api: `http://localhost:${httpPort}/api`,
        mailViewer: endpoint(outbound.port),
        smtp: `smtp://${LOOPBACK}:${smtpPort}`,
        dynamodb: endpoint(dynamodbPort),
        s3: endpoint(s3Port),
        stepFunctions: endpoint(stepFunctionsPort),
        secrets: endpoint(secretsPort),
        lambda: endpoint(lambdaPort),
      },
      ports: {
        http: httpPort,
        smtp: smtpPort,
        ses: outbound.port,
        dynamodb: dynamodbPort,
        s3: s3Port,
        stepFunctions: stepFunctionsPort,
        secrets: secretsPort,
        lambda: lambdaPort,
      },
      dataDir,
      tableName: LOCAL_TABLE_NAME,
      buckets: LOCAL_BUCKETS,
      storageProcess: { pid: storage.pid, usage: () => storage.usage() },
      pipelineWorkers: { utilization: () => pipelineWorkers.utilization() },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
