/* eslint-disable react-hooks/static-components -- swagger-ui's getComponent answers the same component for a name on
   every call (its system keeps them): nothing is created during render, the rule cannot see that */
import type { ComponentType } from 'react';

type Part = ComponentType<Record<string, unknown>>;

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

/**
 * swagger-ui's BaseLayout (5.x) with its operations in a `div`, where swagger-ui draws a second `main` landmark: the
 * reference sits in the portal's own `main`, and a main inside a main breaks the landmark rules (axe's
 * landmark-main-is-top-level, landmark-no-duplicate-main). Until the document is loaded, BaseLayout itself draws
 * the loading and failure states.
 */
function PortalLayout(props: LayoutProps) {
  const { getComponent, specSelectors: spec } = props;
  const BaseLayout = getComponent('BaseLayout', true);
  if (spec.loadingStatus() !== 'success' || !spec.specStr()) return <BaseLayout />;
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
  return (
    <div className="swagger-ui">
      <SvgAssets />
      <VersionPragmaFilter
        isSwagger2={spec.isSwagger2()}
        isOAS3={spec.isOAS3()}
        isOAS31={spec.isOAS31()}
        isOAS32={spec.isOAS32()}
        alsoShow={<Errors />}
      >
        <Errors />
        <Row className="information-container">
          <Col mobile={12}>
            <Info />
          </Col>
        </Row>
        {(servers || schemes || secured) && (
          <div className="scheme-container">
            <Col className="schemes wrapper" mobile={12}>
              {(servers || schemes) && (
                <div className="schemes-server-container">
                  {servers && <Servers />}
                  {schemes && <Schemes />}
                </div>
              )}
              {secured && <Authorize />}
            </Col>
          </div>
        )}
        <Filter />
        <div id="operations">
          <Row>
            <Col mobile={12} desktop={12}>
              <Operations />
            </Col>
          </Row>
          {(spec.isOAS31() || spec.isOAS32()) && (
            <Row className="webhooks-container">
              <Col mobile={12} desktop={12}>
                <Webhooks />
              </Col>
            </Row>
          )}
          <Row>
            <Col mobile={12} desktop={12}>
              <Models />
            </Col>
          </Row>
        </div>
      </VersionPragmaFilter>
    </div>
  );
}

/** The swagger-ui plugin that adds the layout; the panel asks for it by name (`layout="PortalLayout"`). */
export const portalLayoutPlugin = () => ({ components: { PortalLayout } });
