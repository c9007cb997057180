import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { synthesizeProd } from './synthesized';

let assembly: CloudAssembly;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const synthesized = await synthesizeProd();
  cleanup = synthesized.cleanup;
  assembly = synthesized.assembly;
}, 120_000);

afterAll(() => cleanup?.());

type Resources = Record<
  string,
  { Type: string; Properties?: { Environment?: { Variables?: Record<string, unknown> } } }
>;

describe('secrets (prod)', () => {
  it('declares EGHL_PASSWORD as an SST secret', () => {
    const stack = assembly.stacks.find((s) => s.stackName === 'prod-gerakan-sektor-ketiga-Secrets');
    const outputs = (stack?.template as { Outputs: { SSTMetadata: { Value: string } } }).Outputs;
    const { metadata } = JSON.parse(outputs.SSTMetadata.Value) as {
      metadata: { type: string; id: string }[];
    };
    expect(metadata).toContainEqual(
      expect.objectContaining({ type: 'Secret', id: 'EGHL_PASSWORD' }),
    );
  });

  it("puts the EGHL password in no function's environment", () => {
    const variables = assembly.stacks.flatMap((stack) =>
      Object.values((stack.template as { Resources: Resources }).Resources)
        .filter((r) => r.Type === 'AWS::Lambda::Function')
        .flatMap((r) => Object.entries(r.Properties?.Environment?.Variables ?? {})),
    );
    expect(variables.length).toBeGreaterThan(0);
    // A function bound to the secret gets only SST's marker; the value is read from SSM at cold start.
    for (const [name, value] of variables) {
      if (/EGHL/i.test(name)) expect(value).toBe('__FETCH_FROM_SSM__');
      else expect(JSON.stringify(value)).not.toMatch(/EGHL/i);
    }
  });
});
