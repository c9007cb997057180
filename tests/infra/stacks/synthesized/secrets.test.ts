import { describe, expect, it } from 'vitest';
import { reconciler, routes } from '../../../../infra/routes';
import { familyOf } from '../../../../infra/stacks/route-families';
import { loadAll, loadStack, render, resourcesOf, stackNames } from './templates';

const templates = loadAll();

const functions = stackNames.flatMap((stack) =>
  resourcesOf(templates[stack], 'AWS::Lambda::Function').map(([id, fn]) => ({
    id,
    handler: String(fn.Properties.Handler),
    variables:
      (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)
        ?.Variables ?? {},
  })),
);

/** The handlers that sign or verify gateway messages: the only ones that need the password. */
const gatewayHandlers = Object.entries(routes)
  // The gateway's legs, the payment routes, the shop's checkout (a SALE signed like a donation's)
  // and the staff's "check with the gateway" (a QUERY).
  .filter(([key]) =>
    /^(GET|POST) \/api\/eghl\/|^POST \/api\/payments|^POST \/api\/shop\/orders$|^POST \/api\/staff\/payments\/\{id\}\/check/.test(
      key,
    ),
  )
  .map(([, handler]) => handler);

describe('secrets (prod)', () => {
  it('declares EGHL_PASSWORD and UPLOAD_TOKEN_SECRET as SST secrets', () => {
    const { json } = loadStack('Secrets');
    const { metadata } = JSON.parse(render(json.Outputs?.SSTMetadata?.Value)) as {
      metadata: { type: string; id: string }[];
    };
    for (const id of ['EGHL_PASSWORD', 'UPLOAD_TOKEN_SECRET'])
      expect(metadata).toContainEqual(expect.objectContaining({ type: 'Secret', id }));
  });

  it('binds the upload-token key to the upload and form handlers only, as a marker', () => {
    const bound = functions.filter(
      ({ variables }) => 'SST_Secret_value_UPLOAD_TOKEN_SECRET' in variables,
    );
    expect(bound.map(({ handler }) => handler).sort()).toEqual(
      Object.entries(routes)
        .filter(([key]) => 'uploadTokens' in familyOf(key))
        .map(([, handler]) => handler)
        .sort(),
    );
    for (const { variables } of bound)
      expect(variables.SST_Secret_value_UPLOAD_TOKEN_SECRET).toBe('__FETCH_FROM_SSM__');
  });

  it("puts the EGHL password in no function's environment", () => {
    expect(functions.length).toBeGreaterThan(Object.keys(routes).length);
    for (const { handler, variables } of functions) {
      for (const [name, value] of Object.entries(variables)) {
        // A function bound to the secret gets only SST's marker; the value is read from SSM at cold start.
        if (/PASSWORD/i.test(name)) {
          expect([handler, name, value]).toEqual([
            handler,
            'SST_Secret_value_EGHL_PASSWORD',
            '__FETCH_FROM_SSM__',
          ]);
        }
        expect(JSON.stringify(value), `${handler} ${name}`).not.toMatch(/password|sit12345/i);
      }
    }
  });

  it('binds the secret to the gateway handlers and the reconciler (which QUERYs), and to no other function', () => {
    const bound = functions
      .filter(({ variables }) => 'SST_Secret_value_EGHL_PASSWORD' in variables)
      .map(({ handler }) => handler);
    expect(bound.sort()).toEqual([...gatewayHandlers, reconciler.handler].sort());
    expect(bound).toHaveLength(9);
  });

  it("tells SST's client where the stage's secrets live", () => {
    for (const { handler, variables } of functions) {
      if (!handler.startsWith('functions/')) continue;
      expect(variables, handler).toMatchObject({
        SST_APP: 'gerakan-sektor-ketiga',
        SST_STAGE: 'prod',
        SST_SSM_PREFIX: '/sst/gerakan-sektor-ketiga/prod/',
      });
    }
  });
});
