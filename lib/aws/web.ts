import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration, Fn, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { secureBucketDefaults } from './data.ts';
import { repositoryRoot } from './lambda-function.ts';
import { basicExecutionRoleFinding, wildcardResourceFinding } from './nag-findings.ts';

export interface WebProps {
  /** Served under `/api/*` on the same origin as the SPA, so session cookies need no CORS. */
  readonly httpApi: IHttpApi;
  /** Receives the distribution's standard logs and the SPA bucket's access logs. */
  readonly logBucket: IBucket;
  /** Folder of the built SPA; it must contain index.html. @default web/dist */
  readonly assetsPath?: string;
  /** Custom domain of the distribution; needs `certificateArn`. @default the *.cloudfront.net domain */
  readonly domainName?: string;
  /** ACM certificate (us-east-1) for `domainName`. */
  readonly certificateArn?: string;
  /** AWS WAF web ACL (scope CLOUDFRONT) to attach. @default none */
  readonly webAclArn?: string;
  /** @default PriceClass.PRICE_CLASS_100 (North America and Europe edge locations) */
  readonly priceClass?: PriceClass;
}

// SPA fallback on the default behaviour only: a distribution-wide error response would also rewrite the API's 404s.
const spaFallbackCode = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // https: lets an admin load an e-mail's remote images on request (DESIGN §6.10); they stay off by default.
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** The SPA: a private bucket behind CloudFront, with `/api/*` routed to the HTTP API on the same origin. */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://` and the custom domain, or the distribution's own domain. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const assetsPath = props.assetsPath ?? path.join(repositoryRoot, 'web/dist');
    if (!existsSync(path.join(assetsPath, 'index.html'))) {
      throw new Error(`${assetsPath} has no index.html: run \`npm run build:web\` first.`);
    }

    this.bucket = new Bucket(this, 'Bucket', {
      ...secureBucketDefaults,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 's3/web/',
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Ticket Relay security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
        contentTypeOptions: { override: true },
        // SAMEORIGIN: the admin console frames e-mail previews from its own origin.
        frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        ],
      },
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      comment: 'Serves index.html for extension-less SPA paths',
      code: FunctionCode.fromInline(spaFallbackCode),
      runtime: FunctionRuntime.JS_2_0,
    });

    const customDomain =
      props.domainName && props.certificateArn
        ? {
            domainNames: [props.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Ticket Relay: SPA and /api',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          // The API endpoint is https://<id>.execute-api.<region>.amazonaws.com; the origin wants the host only.
          origin: new HttpOrigin(Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint)), {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
      ...customDomain,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: props.priceClass ?? PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
    });
    this.url = `https://${props.domainName ?? this.distribution.distributionDomainName}`;

    // One zip of the build feeds both deployments.
    const build = new Asset(this, 'Build', { path: assetsPath });
    const source = Source.bucket(build.bucket, build.s3ObjectKey);
    // Hashed bundles first and never pruned, so that pages loaded before a deploy still find their chunks.
    const hashedAssets = new BucketDeployment(this, 'DeployHashedAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
      memoryLimit: 512,
    });
    const entryFiles = new BucketDeployment(this, 'DeployEntryFiles', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    entryFiles.node.addDependency(hashedAssets);

    this.acknowledgeDeploymentHandler(entryFiles, build);
    this.acknowledgeFindings(props);
  }

  /** The Lambda that aws-cdk-lib creates for BucketDeployment, shared by both deployments. */
  private acknowledgeDeploymentHandler(deployment: BucketDeployment, build: Asset): void {
    const handler = deployment.handlerRole.node.scope;
    if (!handler) return;
    const copyReason =
      'BucketDeployment copies the SPA build and prunes stale files; the S3 grant of aws-cdk-lib.';
    Validations.of(handler).acknowledge(
      {
        id: basicExecutionRoleFinding,
        reason:
          'aws-cdk-lib BucketDeployment handler: the AWS-maintained policy that only writes its own logs.',
      },
      { id: 'AwsSolutions-IAM5[Action::s3:GetObject*]', reason: copyReason },
      { id: 'AwsSolutions-IAM5[Action::s3:GetBucket*]', reason: copyReason },
      { id: 'AwsSolutions-IAM5[Action::s3:List*]', reason: copyReason },
      { id: 'AwsSolutions-IAM5[Action::s3:DeleteObject*]', reason: copyReason },
      { id: 'AwsSolutions-IAM5[Action::s3:Abort*]', reason: copyReason },
      {
        id: wildcardResourceFinding(this, build.bucket.arnForObjects('*')),
        reason: 'Reads the zipped SPA build that `cdk deploy` uploaded to the CDK asset bucket.',
      },
      {
        id: wildcardResourceFinding(this, this.bucket.arnForObjects('*')),
        reason: 'Writes and prunes every file of the SPA bucket, whose file names change with each build.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'cloudfront:CreateInvalidation/GetInvalidation as granted by aws-cdk-lib BucketDeployment.',
      },
      {
        id: 'AwsSolutions-L1',
        reason:
          'The runtime of the BucketDeployment handler is chosen by aws-cdk-lib (Python), not by this app.',
      },
    );
  }

  private acknowledgeFindings(props: WebProps): void {
    const findings = Validations.of(this.distribution);
    findings.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'Sellers forward e-mails from wherever they are; no country is excluded by design.',
    });
    if (!props.webAclArn) {
      findings.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'No web ACL configured (context webAclArn). Sign-in attempts are rate-limited per account and IP in ' +
          'the application (DESIGN §6.7) and the API stage is throttled.',
      });
    }
    if (!props.certificateArn) {
      findings.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy ' +
          'cannot be changed; a deploy with webDomain and certificateArn enforces TLSv1.2_2021.',
      });
    }
  }
}
