import type { NodeJSProps } from 'sst/constructs';

/** An esbuild plugin as SST's own esbuild (which bundles the handlers) takes it. */
type Plugin = NonNullable<NonNullable<NodeJSProps['esbuild']>['plugins']>[number];

/**
 * The standard fonts' metrics pdf-lib would bundle but the PDF handlers never use: they draw in
 * Helvetica and Helvetica-Bold only (functions/src/crowdfunding/receipt-pdf.ts), and embed no PNG.
 * pdf-lib imports every one of the 14 fonts' compressed metrics (about 9 KB each, minified) and its
 * PNG decoder, which would put a receipt's handler at 510 KB, over a handler's 400 KB
 * (docs/performance.md, "Targets"). Each of these modules is given an empty body instead: a font
 * of them asked for would fail to load (tests/functions/handler-bundles.test.ts renders a receipt
 * with the bundled code, and checks which fonts a bundle holds).
 */
const unusedPdfParts: Plugin = {
  name: 'gsk-unused-pdf-parts',
  setup(build) {
    build.onLoad(
      {
        filter:
          /[\\/]@pdf-lib[\\/]standard-fonts[\\/][^\\/]+[\\/](?:Courier[^\\/]*|Times-[^\\/]*|Symbol|ZapfDingbats|Helvetica-Oblique|Helvetica-BoldOblique)\.compressed\.json$/,
      },
      () => ({ contents: '""', loader: 'json' }),
    );
    build.onLoad({ filter: /[\\/]@pdf-lib[\\/]upng[\\/].+\.js$/ }, () => ({
      contents: 'export default {};',
      loader: 'js',
    }));
  },
};

/**
 * How SST bundles every handler (sst.config.ts's default function props), shared with the
 * benchmark so it measures the bundles that deploy. The nodejs22.x runtime ships the AWS SDK for
 * JavaScript v3, so the handlers use the runtime's copy instead of carrying ~1.2 MB of it each
 * (docs/performance.md, "Targets": a bundle ≤ 400 KB minified).
 */
export const functionBundling: {
  format: 'esm';
  minify: boolean;
  esbuild: { external: string[]; plugins: Plugin[] };
} = {
  format: 'esm',
  minify: true,
  esbuild: { external: ['@aws-sdk/*'], plugins: [unusedPdfParts] },
};
