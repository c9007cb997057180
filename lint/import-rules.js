// @ts-check
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import ignore from 'ignore';

/*
 * The repository's own import rules, beside ESLint's `no-restricted-imports` (see eslint.config.js).
 */

/**
 * The string a static or dynamic import names, when it is written out.
 * @param {import('estree').Node | null | undefined} source
 */
function specifierOf(source) {
  if (source?.type === 'Literal' && typeof source.value === 'string') return source.value;
  if (source?.type === 'TemplateLiteral' && source.expressions.length === 0) {
    return source.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/**
 * `no-restricted-imports`' patterns applied to `import()`, which that rule does not look at: a lazy
 * import is a value import, so `allowTypeImports` does not apply. Patterns match as there (`ignore`).
 * @type {import('eslint').Rule.RuleModule}
 */
export const restrictedImportExpressions = {
  meta: {
    type: 'problem',
    docs: { description: "Applies no-restricted-imports' patterns to import() expressions." },
    schema: [
      {
        type: 'object',
        properties: {
          patterns: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                group: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
                allowTypeImports: { type: 'boolean' },
              },
              required: ['group', 'message'],
            },
          },
        },
        required: ['patterns'],
        additionalProperties: false,
      },
    ],
    messages: { restricted: "'{{specifier}}' import is restricted from being used. {{message}}" },
  },
  create(context) {
    const { patterns } = /** @type {{ patterns: { group: string[], message: string }[] }} */ (
      context.options[0]
    );
    const matchers = patterns.map(({ group, message }) => ({
      matcher: ignore({ allowRelativePaths: true }).add(group),
      message,
    }));
    return {
      ImportExpression(node) {
        const specifier = specifierOf(node.source);
        if (!specifier) return;
        for (const { matcher, message } of matchers) {
          if (!matcher.ignores(specifier)) continue;
          context.report({
            node: node.source,
            messageId: 'restricted',
            data: { specifier, message },
          });
          return;
        }
      },
    };
  },
};

/**
 * The web's folder layers as zones on resolved paths: shared (components/, hooks/, lib/, i18n/,
 * config/ …) → features → app, and a feature never imports another feature. The import is resolved
 * against the importing file, so a file at a feature's root and one nested five folders deep are
 * judged alike, and `import()` counts as much as `import`.
 */

/** @typedef {{ layer: 'shared' | 'feature' | 'app', feature?: string }} Place */

const rank = { shared: 0, feature: 1, app: 2 };
/** The files that start the app (main.tsx, entry-server.tsx) belong to its layer. */
const appEntry = /^(main|entry-server)(\.[jt]sx?)?$/;

/**
 * Where a file or module sits in web/src, or undefined outside it.
 * @param {string} src absolute path of web/src
 * @param {string} path absolute path of the file or module
 * @returns {Place | undefined}
 */
function placeOf(src, path) {
  const inside = relative(src, path);
  if (!inside || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    return undefined;
  }
  const [top = '', second] = inside.split(sep);
  if (top === 'app' || (second === undefined && appEntry.test(top))) return { layer: 'app' };
  if (top === 'features') return { layer: 'feature', feature: second ?? '' };
  return { layer: 'shared' };
}

/** @type {import('eslint').Rule.RuleModule} */
export const webLayers = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports in web/src flow shared → features → app, one feature at a time.',
    },
    schema: [
      {
        type: 'object',
        properties: { src: { type: 'string' } },
        required: ['src'],
        additionalProperties: false,
      },
    ],
    messages: {
      sharedImportsUp:
        'Shared code (components, hooks, lib, i18n, config) never imports {{target}}: imports flow shared → features → app.',
      featureImportsApp: 'Imports flow shared → features → app: a feature never imports the app.',
      crossFeature:
        'A feature never imports another feature ({{from}} → {{to}}); compose them in app/ or move the shared piece to components/.',
    },
  },
  create(context) {
    const { src } = /** @type {{ src: string }} */ (context.options[0]);
    const srcDir = resolve(context.cwd, src);
    const file = resolve(context.cwd, context.filename);
    const from = placeOf(srcDir, file);
    if (!from || from.layer === 'app') return {};

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source) return;
      const specifier = specifierOf(source);
      if (!specifier?.startsWith('.') || !from) return;
      const to = placeOf(srcDir, resolve(dirname(file), specifier));
      if (!to) return;
      if (from.layer === 'feature' && to.layer === 'feature' && from.feature !== to.feature) {
        context.report({
          node: source,
          messageId: 'crossFeature',
          data: {
            from: `features/${from.feature}`,
            to: `features/${to.feature}`.replace(/\/$/, ''),
          },
        });
      } else if (rank[to.layer] > rank[from.layer]) {
        context.report(
          from.layer === 'shared'
            ? {
                node: source,
                messageId: 'sharedImportsUp',
                data: { target: to.layer === 'app' ? 'the app' : 'features' },
              }
            : { node: source, messageId: 'featureImportsApp' },
        );
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default {
  rules: { 'restricted-import-expressions': restrictedImportExpressions, 'web-layers': webLayers },
};
