import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { Web } from '../../lib/aws/web.ts';
import { synthesizeTicketRelay } from './support/ticket-relay-app.ts';

describe('Web with a custom domain', () => {
  it('serves the domain with its certificate, TLSv1.2_2021 at least, and passes it to the Lambdas as WEB_URL', () => {
    // Prepare
    const certificateArn =
      'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-0000-4000-8000-123456789abc';

    // Act
    const { template } = synthesizeTicketRelay({
      context: { webDomain: 'tickets.example.com', certificateArn },
    });

    // Assess
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['tickets.example.com'],
        ViewerCertificate: {
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ WEB_URL: 'https://tickets.example.com' }) },
    });
  });
});

describe('Web without a build', () => {
  it('refuses to synthesise and says to build the SPA first', () => {
    // Prepare
    const stack = new Stack(new App({ builtinCloudFormationValidation: false }), 'WebOnly');
    const emptyFolder = mkdtempSync(path.join(tmpdir(), 'ticket-relay-no-build-'));

    // Act
    const build = () =>
      new Web(stack, 'Web', {
        httpApi: new HttpApi(stack, 'Api'),
        logBucket: new Bucket(stack, 'Logs'),
        assetsPath: emptyFolder,
      });

    // Assess
    expect(build).toThrow(/has no index\.html: run `npm run build:web` first/);
  });
});
