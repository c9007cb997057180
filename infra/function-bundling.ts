/**
 * How SST bundles every handler (sst.config.ts's default function props), shared with the
 * benchmark so it measures the bundles that deploy. The nodejs22.x runtime ships the AWS SDK for
 * JavaScript v3, so the handlers use the runtime's copy instead of carrying ~1.2 MB of it each
 * (docs/performance.md, "Targets": a bundle ≤ 400 KB minified).
 */
export const functionBundling = {
  format: 'esm' as const,
  minify: true,
  esbuild: { external: ['@aws-sdk/*'] },
};
