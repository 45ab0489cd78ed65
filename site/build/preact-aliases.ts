/**
 * Browser bundles (and the first-screen renderer) run on Preact: every `react` / `react-dom` import of
 * the core is aliased to preact/compat, so exactly one small framework copy ships. The npm build keeps
 * React as a peer.
 */
export const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react-dom/client': 'preact/compat/client',
};
