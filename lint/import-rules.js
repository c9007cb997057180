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
 * The folders and file name of `path` below `root`, or undefined when it is not below it.
 * @param {string} root
 * @param {string} path
 */
function pathInside(root, path) {
  const inside = relative(root, path);
  if (!inside || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    return undefined;
  }
  return inside.split(sep);
}

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
  const [top = '', second] = pathInside(src, path) ?? [];
  if (!top) return undefined;
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

    return everyImport(check);
  },
};

/**
 * The functions' folders as zones on resolved paths: `lib/` is plumbing (the handler factory,
 * responses, errors, configuration, AWS clients, sending an email or SMS…) and imports no domain
 * folder; a shared domain folder (`email/`: owed emails' claims, the staff notices' cap) serves
 * several domains and imports none of them. So "where does this domain's logic live" has one
 * answer, and the shared pieces never depend back on their callers. Relative imports and
 * `@gsk/functions/...` are resolved against the importing file, statically or by `import()`.
 */

/**
 * The top folder of functions/src that `path` lies in, or undefined outside functions/src (a
 * file directly in it is named by itself).
 * @param {string} src absolute path of functions/src
 * @param {string} path absolute path of a file or module
 */
function folderOf(src, path) {
  return pathInside(src, path)?.[0];
}

/** @type {import('eslint').Rule.RuleModule} */
export const functionsLayers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'In functions/src, lib/ (plumbing) imports no domain folder and a shared domain folder imports no other domain.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          src: { type: 'string' },
          plumbing: { type: 'string' },
          shared: { type: 'array', items: { type: 'string' } },
        },
        required: ['src', 'plumbing', 'shared'],
        additionalProperties: false,
      },
    ],
    messages: {
      plumbingImportsDomain:
        '{{plumbing}} is plumbing and never imports a domain folder ({{to}}): move the piece lib needs into lib if it is plumbing, else pass it in from the domain that calls lib.',
      sharedImportsDomain:
        '{{from}} serves several domains and imports none of them ({{to}}): take what it needs from its callers as arguments (as EmailDebt does).',
    },
  },
  create(context) {
    const { src, plumbing, shared } =
      /** @type {{ src: string, plumbing: string, shared: string[] }} */ (context.options[0]);
    const srcDir = resolve(context.cwd, src);
    const file = resolve(context.cwd, context.filename);
    const from = folderOf(srcDir, file);
    const isShared = from !== undefined && shared.includes(from);
    if (from !== plumbing && !isShared) return {};
    const packagePrefix = '@gsk/functions/';

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source) return;
      const specifier = specifierOf(source);
      if (!specifier) return;
      const target = specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : specifier.startsWith(packagePrefix)
          ? resolve(srcDir, '..', specifier.slice(packagePrefix.length))
          : undefined;
      const to = target && folderOf(srcDir, target);
      if (!to || to === from || to === plumbing) return;
      // A module directly in functions/src (none today) counts as a domain too.
      context.report({
        node: source,
        messageId: from === plumbing ? 'plumbingImportsDomain' : 'sharedImportsDomain',
        data: { plumbing: `${src}/${plumbing}`, from: `${src}/${from}`, to: `${src}/${to}` },
      });
    }

    return everyImport(check);
  },
};

/**
 * The visitors that hand `check` the source of every static import, re-export and `import()`.
 * @param {(source: import('estree').Node | null | undefined) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
function everyImport(check) {
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
  };
}

export default {
  rules: {
    'restricted-import-expressions': restrictedImportExpressions,
    'web-layers': webLayers,
    'functions-layers': functionsLayers,
  },
};
