import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import {
  apiAreas,
  areaEntry,
  fallbackArea,
  routeTable,
  type ApiArea,
} from '../../lambdas/api/route-table.ts';
import { AppFunction, type AppEnvironment, type FunctionAccess } from './lambda-function.ts';

export interface ApiProps {
  readonly environment: AppEnvironment;
  /** What every area Lambda may touch. */
  readonly access: FunctionAccess;
  /** What one area may touch besides (its keys replace those of `access`). @default nothing more */
  readonly areaAccess?: { readonly [A in ApiArea]?: FunctionAccess };
  /** Steady-state requests per second of the stage. @default 100 */
  readonly throttleRateLimit?: number;
  /** Burst of requests of the stage. @default 200 */
  readonly throttleBurstLimit?: number;
}

/**
 * The HTTP API: one Lambda per API area and one route per route-table entry, plus `ANY /api/{proxy+}` to
 * the fallback area so unknown paths get the handler's JSON 404. Access checks run inside the Lambdas.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly areaFunctions: Readonly<Record<ApiArea, AppFunction>>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.areaFunctions = Object.fromEntries(
      apiAreas.map((area) => [
        area,
        new AppFunction(this, `${pascalCase(area)}Area`, {
          entry: areaEntry(area),
          description: `Ticket Relay API area ${area}`,
          environment: props.environment,
          access: { ...props.access, ...props.areaAccess?.[area] },
          timeout: Duration.seconds(15),
        }),
      ]),
    ) as Record<ApiArea, AppFunction>;

    // The stage is defined below, with access logs and throttling that the default stage cannot take.
    this.httpApi = new HttpApi(this, 'HttpApi', { createDefaultStage: false });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.throttleRateLimit ?? 100, burstLimit: props.throttleBurstLimit ?? 200 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', {
            retention: RetentionDays.THREE_MONTHS,
            removalPolicy: RemovalPolicy.DESTROY,
          }),
        ),
        format: accessLogFormat,
      },
    });

    const integrations = Object.fromEntries(
      apiAreas.map((area) => [
        area,
        // One permission per function rather than per route: a Lambda resource policy is limited to 20 KB.
        new HttpLambdaIntegration(`${pascalCase(area)}Integration`, this.areaFunctions[area], {
          scopePermissionToRoute: false,
        }),
      ]),
    ) as Record<ApiArea, HttpLambdaIntegration>;

    for (const route of routeTable) {
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations[route.area],
      });
    }
    this.httpApi.addRoutes({
      path: '/api/{proxy+}',
      methods: [HttpMethod.ANY],
      integration: integrations[fallbackArea],
    });

    const reason =
      'Every route declares its access (public, customer, admin) in the route table and one session ' +
      'middleware in each area Lambda enforces it (httpOnly cookie sessions, DESIGN §6.5); public routes ' +
      'such as sign-in and health must stay open.';
    Validations.of(this.httpApi).acknowledge(
      { id: 'AwsSolutions-APIG4', reason },
      { id: 'AwsSolutions-COG4', reason },
    );
  }
}

// JSON with the HTTP API's own variables (the default format is a REST-API common log line).
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    sourceIp: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

const pascalCase = (value: string): string =>
  value.replace(/(^|[-_])(\w)/g, (_match, _separator: string, letter: string) => letter.toUpperCase());
