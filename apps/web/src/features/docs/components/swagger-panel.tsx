import { useEffect, useMemo, useRef } from 'react';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import { useTranslation } from 'react-i18next';
import { DOCS_API, pathOf } from '@portal/contract';
import { config } from '../../../lib/config';
import { sessionStore } from '../../../lib/session';
import { signingCredentials } from '../hooks/use-signing-credentials';
import { signingEvents } from '../hooks/use-signing-events';
import { labelSwaggerControls } from '../lib/label-swagger';
import { makeRequestInterceptor, type TryItRequest } from '../lib/request-interceptor';
import { portalLayoutPlugin } from './swagger-layout';
import './swagger-panel.css';

/**
 * The interactive reference, built by swagger-ui from /api-docs/swagger.json. Loaded lazily, so
 * swagger-ui weighs only on /docs/api. Its request hook signs partner API calls in the browser.
 */
export default function SwaggerPanel() {
  const { t } = useTranslation('docs');
  const root = useRef<HTMLDivElement>(null);
  const requestInterceptor = useMemo(() => {
    const intercept = makeRequestInterceptor({
      credentials: signingCredentials.usable,
      sessionToken: () => sessionStore.token(),
      onEvent: signingEvents.push,
      origin: window.location.origin,
    });
    return (req: Record<string, unknown>) => intercept(req as TryItRequest);
  }, []);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const labels = {
      requestBody: t('api.a11y.requestBody'),
      parameter: (name: string) => t('api.a11y.parameter', { name }),
      mediaType: t('api.a11y.mediaType'),
      example: t('api.a11y.example'),
    };
    let frame = 0;
    const run = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => labelSwaggerControls(el, labels));
    };
    const observer = new MutationObserver(run);
    observer.observe(el, { childList: true, subtree: true });
    run();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [t]);
  return (
    <div className="portal-swagger" ref={root}>
      <SwaggerUI
        url={`${config.apiBaseUrl}${pathOf(DOCS_API.swagger)}`}
        requestInterceptor={requestInterceptor}
        docExpansion="list"
        defaultModelsExpandDepth={-1}
        tryItOutEnabled
        displayRequestDuration
        persistAuthorization={false}
        deepLinking={false}
        plugins={[portalLayoutPlugin]}
        layout="PortalLayout"
      />
    </div>
  );
}
