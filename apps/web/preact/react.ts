// `react` in the build: Preact's compatibility layer (preact/compat), which serves React's API from a renderer of
// about 10 KB instead of react-dom's 55 (README, "React's API on Preact"). Added here, what React does and
// preact/compat does not: React 19.2's <Activity>, which Mantine 9 imports, and `autoFocus` on an element that mounts.
import { createElement, options, type ComponentChildren, type Ref } from 'preact';

// @ts-expect-error preact/compat's types say `export =`; its module is an ES module with named exports, which the code
// that imports `react` reads (typed against @types/react)
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React's <Activity>: children in mode "hidden" stay mounted, keeping their state, but are not shown. Mantine renders
 * it for a kept-mounted panel (Tabs' default, Collapse and Transition with keepMounted). React hides the children's
 * own nodes and suspends their effects; here a box that takes no part in the layout (`display: contents`) holds them
 * and is `display: none` while hidden, and their effects keep running, as with Mantine's keepMountedMode
 * "display-none".
 */
export function Activity({ mode = 'visible', children }: { mode?: 'visible' | 'hidden'; children?: ComponentChildren }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

const focusedOnce = new WeakSet<Element>();
function focusOnMount(element: HTMLElement | null) {
  if (element && !focusedOnce.has(element)) {
    focusedOnce.add(element);
    element.focus();
  }
}
const withFocus = new WeakMap<object, (element: HTMLElement | null) => unknown>();

/**
 * React focuses an element rendered with `autoFocus` as it mounts (a sign-in's code field, the account menu's button
 * that replaces its placeholder); Preact only writes the attribute, which a browser reads when the page loads, not
 * later. Each such element gets a ref that focuses it once, beside its own ref, which stays the same object from one
 * render to the next.
 */
const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as { autoFocus?: boolean };
  if (typeof vnode.type === 'string' && props.autoFocus) {
    const own = vnode.ref as Ref<HTMLElement> | null | undefined;
    if (!own) vnode.ref = focusOnMount as Ref<unknown>;
    else {
      let ref = withFocus.get(own);
      if (!ref) {
        ref = (element) => {
          focusOnMount(element);
          if (typeof own === 'function') return own(element);
          own.current = element;
          return undefined;
        };
        withFocus.set(own, ref);
      }
      vnode.ref = ref as Ref<unknown>;
    }
  }
  previousVNodeHook?.(vnode);
};
