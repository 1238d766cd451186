import { useEffect, useMemo, useRef } from 'react';
// the bundle as a file of the build, not a module: Rolldown's CommonJS interop leaves it stuck on "loading"
import bundleUrl from 'swagger-ui-dist/swagger-ui-bundle.js?url';
import 'swagger-ui-dist/swagger-ui.css';
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

type SwaggerUIBundle = (options: { domNode: HTMLElement; plugins?: unknown[]; [option: string]: unknown }) => unknown;

let loading: Promise<SwaggerUIBundle> | undefined;

/** swagger-ui-dist's bundle, by a same-origin <script> (CSP script-src 'self'), once per page. */
function loadBundle(): Promise<SwaggerUIBundle> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = bundleUrl;
    script.onload = () => resolve((window as unknown as { SwaggerUIBundle: SwaggerUIBundle }).SwaggerUIBundle);
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('swagger-ui did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The interactive reference, built by swagger-ui from /api-docs/swagger.json. Loaded lazily, so
 * swagger-ui weighs only on /docs/api. Its request hook signs partner API calls in the browser.
 * swagger-ui-dist carries its own React and renders into a node of its own, which the app's React does not manage.
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
    const host = document.createElement('div');
    root.current?.append(host);
    let gone = false;
    void loadBundle().then((SwaggerUI) => {
      if (gone) return;
      SwaggerUI({
        domNode: host,
        url: `${config.apiBaseUrl}${pathOf(DOCS_API.swagger)}`,
        requestInterceptor,
        docExpansion: 'list',
        defaultModelsExpandDepth: -1,
        tryItOutEnabled: true,
        displayRequestDuration: true,
        persistAuthorization: false,
        deepLinking: false,
        plugins: [portalLayoutPlugin],
        layout: 'PortalLayout',
      });
    });
    return () => {
      gone = true;
      host.remove();
    };
  }, [requestInterceptor]);
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
  return <div className="portal-swagger" ref={root} />;
}
