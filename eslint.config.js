// Lint: typescript-eslint, React hooks, and one-way imports in the web app
// (shared → features → app; a feature never imports another feature), as bulletproof-react does.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB = path.resolve('apps/web/src');
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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', '**/test-results/**', 'data/**', '**/*.md'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { boundaries } } },
    rules: { ...reactHooks.configs.recommended.rules, 'local/boundaries': 'error' },
  },
);
