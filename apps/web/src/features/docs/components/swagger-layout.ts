/** A component of swagger-ui's system (its getComponent answers the same one for a name on every call). */
type Part = unknown;

/** What swagger-ui gives a layout component (the parts of its system it reads). */
interface LayoutProps {
  getComponent: (name: string, container?: boolean) => Part;
  specSelectors: {
    loadingStatus: () => string;
    specStr: () => string;
    isSwagger2: () => boolean;
    isOAS3: () => boolean;
    isOAS31: () => boolean;
    isOAS32: () => boolean;
    servers: () => { size: number } | undefined;
    schemes: () => { size: number } | undefined;
    securityDefinitions: () => unknown;
  };
}

/** The part of React's API the layout uses: swagger-ui's own copy (swagger-ui-dist bundles it), not the app's. */
interface SwaggerReact {
  createElement: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
}

/**
 * swagger-ui's BaseLayout (5.x) with its operations in a `div`, where swagger-ui draws a second `main` landmark: the
 * reference sits in the portal's own `main`, and a main inside a main breaks the landmark rules (axe's
 * landmark-main-is-top-level, landmark-no-duplicate-main). Until the document is loaded, BaseLayout itself draws
 * the loading and failure states. Written with swagger-ui's createElement: its elements are rendered by its React.
 */
const portalLayout = (h: SwaggerReact['createElement']) =>
  function PortalLayout(props: LayoutProps) {
    const { getComponent, specSelectors: spec } = props;
    const BaseLayout = getComponent('BaseLayout', true);
    if (spec.loadingStatus() !== 'success' || !spec.specStr()) return h(BaseLayout);
    const [SvgAssets, VersionPragmaFilter, Errors, Row, Col] = ['SvgAssets', 'VersionPragmaFilter', 'errors', 'Row', 'Col'].map((name) =>
      getComponent(name, name === 'errors'),
    );
    const [Info, Servers, Schemes, Authorize, Filter, Operations, Webhooks, Models] = [
      'InfoContainer',
      'ServersContainer',
      'SchemesContainer',
      'AuthorizeBtnContainer',
      'FilterContainer',
      'operations',
      'Webhooks',
      'Models',
    ].map((name) => getComponent(name, true));
    const servers = !!spec.servers()?.size;
    const schemes = !!spec.schemes()?.size;
    const secured = !!spec.securityDefinitions();
    const full = (child: unknown, className?: string) => h(Row, { className }, h(Col, { mobile: 12, desktop: 12 }, child));
    return h(
      'div',
      { className: 'swagger-ui' },
      h(SvgAssets),
      h(
        VersionPragmaFilter,
        { isSwagger2: spec.isSwagger2(), isOAS3: spec.isOAS3(), isOAS31: spec.isOAS31(), isOAS32: spec.isOAS32(), alsoShow: h(Errors) },
        h(Errors),
        h(Row, { className: 'information-container' }, h(Col, { mobile: 12 }, h(Info))),
        (servers || schemes || secured) &&
          h(
            'div',
            { className: 'scheme-container' },
            h(
              Col,
              { className: 'schemes wrapper', mobile: 12 },
              (servers || schemes) && h('div', { className: 'schemes-server-container' }, servers && h(Servers), schemes && h(Schemes)),
              secured && h(Authorize),
            ),
          ),
        h(Filter),
        h(
          'div',
          { id: 'operations' },
          full(h(Operations)),
          (spec.isOAS31() || spec.isOAS32()) && full(h(Webhooks), 'webhooks-container'),
          full(h(Models)),
        ),
      ),
    );
  };

/** The swagger-ui plugin that adds the layout; the panel asks for it by name (`layout: 'PortalLayout'`). */
export const portalLayoutPlugin = (system: { React: SwaggerReact }) => ({
  components: { PortalLayout: portalLayout(system.React.createElement) },
});
