// Lint: typescript-eslint, React hooks, and one-way imports in the web app
// (shared → features → app; a feature never imports another feature), as bulletproof-react does.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB = path.resolve('apps/web/src');

// One schema style (README): zod/mini's functional API. The classic API, about twice its size (docs/performance.md),
// would come back into the web app's first chunk the moment one of its modules is imported there.
const zodMiniOnly = ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
  name,
  message: "import { z } from 'zod/mini' (README: One schema style)",
}));
// A module's public face is its *.service and its list specs (*.lists, *.list); `up` climbs from the importing file to
// modules/, so the pattern matches only imports that land in another module's folder.
const moduleBorders = (up) => [
  {
    regex: `^${up}[^./][^/]*/(?![^/]*\\.(service|lists?)(\\.js)?$)`,
    message: 'a module imports another only through its *.service or list specs; move what is shared to src/lib or src/infra',
  },
];
const layerOf = (file) => {
  const rel = path.relative(WEB, file);
  if (rel.startsWith('..')) return null;
  const [top, name] = rel.split(path.sep);
  return top === 'features' ? { layer: 'feature', name } : { layer: top === 'app' || top === 'main.tsx' ? 'app' : 'shared', name: top };
};

const boundaries = {
  meta: { type: 'problem', messages: { cross: '{{from}} must not import {{to}} (imports go shared → features → app)' } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const to = layerOf(path.resolve(path.dirname(context.filename), spec));
        if (!to) return;
        const bad =
          (from.layer === 'shared' && to.layer !== 'shared') ||
          (from.layer === 'feature' && (to.layer === 'app' || (to.layer === 'feature' && to.name !== from.name)));
        if (bad) context.report({ node, messageId: 'cross', data: { from: `${from.layer} ${from.name}`, to: `${to.layer} ${to.name}` } });
      },
    };
  },
};

// Comments say why, never when: history (issue numbers, dates) belongs in commits, figures in docs/performance.md, and
// the specification is cited as partner-portal §N, customer-portal §N or CONTRACTS §N.
const WHEN = 'say why; when belongs in the commit message';
const HISTORY = [
  [/\bissues? ?#?\d+/i, 'an issue number', WHEN],
  [/\b(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b/, 'a date', WHEN],
  [/\bSpec 0\d\d\b|\bGUIDE §/, 'the specification another way', 'write partner-portal §N, customer-portal §N or CONTRACTS §N'],
];
const noHistoryComments = {
  meta: { type: 'problem', messages: { history: 'Comment cites {{what}}: {{fix}}' } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const hit = HISTORY.find(([re]) => re.test(comment.value));
          if (hit) context.report({ loc: comment.loc, messageId: 'history', data: { what: hit[1], fix: hit[2] } });
        }
      },
    };
  },
};

/**
 * No literal text in JSX: every visible text goes through t(). Flags JSX text and
 * string children that contain a letter, and literal strings in the props that carry visible or
 * announced text, also inside template literals and either branch of ?:, && and ||. Symbols,
 * numbers and punctuation (©, ·, →, 2026) are allowed.
 */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'alt',
  'description',
  'error',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'tooltip',
  'message',
  'emptyMessage',
  'loadingText',
]);
const hasLetter = (text) => /\p{L}/u.test(text);
/** The literal text an expression can show: strings, template text, and both branches of ?:, && and ||. */
const literalTexts = (node) => {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '');
  if (node.type === 'ConditionalExpression') return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
  if (node.type === 'LogicalExpression') return [...(node.operator === '&&' ? [] : literalTexts(node.left)), ...literalTexts(node.right)];
  return [];
};
const firstText = (node) => literalTexts(node).find(hasLetter) ?? null;
const noLiteralText = {
  meta: { type: 'problem', messages: { literal: 'Literal text "{{text}}" in JSX: put it in the locales and use t()' } },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasLetter(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        const text = firstText(node.expression);
        if (text) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !TEXT_PROPS.has(name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = firstText(value);
        if (text) report(node, text);
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', '**/test-results/**', 'data/**', '**/*.md'] },
  // generated from the partner API's OpenAPI document (its descriptions are the API's, not code comments)
  { ignores: ['packages/sdk/src/partner-api.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { comments: { rules: { 'no-history': noHistoryComments } } },
    rules: {
      'comments/no-history': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Prettier wraps code at 140 (.prettierrc.json) but not strings and comments: this catches those
      'max-len': ['error', { code: 140, ignoreUrls: true, ignoreRegExpLiterals: true }],
      'no-restricted-imports': ['error', { paths: zodMiniOnly }],
    },
  },
  {
    // the server's infrastructure knows no domain: modules receive it through the AppContext
    files: ['apps/server/src/plugins/**/*.ts', 'apps/server/src/infra/**/*.ts', 'apps/server/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: zodMiniOnly, patterns: [{ group: ['**/modules/**'], message: 'infrastructure must not import a domain module' }] },
      ],
    },
  },
  {
    // server modules keep borders like the web's features do
    files: ['apps/server/src/modules/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: zodMiniOnly, patterns: moduleBorders('\\.\\./') }] },
  },
  {
    files: ['apps/server/src/modules/*/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: zodMiniOnly, patterns: moduleBorders('\\.\\./\\.\\./') }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { boundaries, 'no-literal-text': noLiteralText } } },
    rules: { ...reactHooks.configs.recommended.rules, 'local/boundaries': 'error' },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'local/no-literal-text': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Loader'] > JSXAttribute[name.name='aria-label']",
          message: "Mantine's Loader is a bare span, where aria-label is prohibited (axe): use Busy (components/ui/busy.tsx)",
        },
      ],
    },
  },
);
