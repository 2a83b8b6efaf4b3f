import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { buildTicketRelayApp } from './support/ticket-relay-app.ts';

interface ValidationReport {
  pluginReports: {
    pluginName: string;
    violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[];
  }[];
}

describe('AWS Solutions checks (cdk-nag)', () => {
  it('find nothing unacknowledged, and every acknowledgement gives its reason', () => {
    // Prepare
    const { app } = buildTicketRelayApp({ withNag: true });

    // Act: the plugin fails synthesis on any finding and writes the findings to the report.
    let findings: string[] = [];
    try {
      app.synth();
    } catch (error) {
      const report = JSON.parse(
        readFileSync(path.join(app.outdir, 'validation-report.json'), 'utf8'),
      ) as ValidationReport;
      findings = report.pluginReports.flatMap((plugin) =>
        plugin.violations.flatMap((violation) =>
          violation.violatingConstructs.map(
            (construct) => `${violation.severity} ${violation.ruleName} at ${construct.constructPath}`,
          ),
        ),
      );
      if (findings.length === 0) throw error;
    }

    // Assess
    expect(findings.filter((finding) => finding.startsWith('error'))).toEqual([]);
    expect(findings).toEqual([]);
    const acknowledgements = app.node.findAll().flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
        .map(([id, reason]) => ({ at: construct.node.path, id, reason })),
    );
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const { at, id, reason } of acknowledgements) {
      expect(reason.trim().length, `${id} at ${at}`).toBeGreaterThan(20);
    }
  });
});
