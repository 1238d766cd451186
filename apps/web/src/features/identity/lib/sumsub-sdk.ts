import { NetworkError } from '../../../lib/api-error';

/** Sumsub's WebSDK builder script (their documented loader); the page's CSP must allow its origin. */
export const SUMSUB_WEBSDK_URL = 'https://static.sumsub.com/idensic/static/sns-websdk-builder.js';

interface SdkBuilder {
  withConf(conf: { lang?: string }): SdkBuilder;
  withOptions(options: { addViewportTag?: boolean; adaptIframeHeight?: boolean }): SdkBuilder;
  on(event: string, handler: (payload: unknown) => void): SdkBuilder;
  build(): { launch(target: HTMLElement | string): void };
}
declare global {
  interface Window {
    snsWebSdk?: { init(token: string, refresh: () => Promise<string>): SdkBuilder };
  }
}

let loading: Promise<void> | null = null;

function loadScript(): Promise<void> {
  if (window.snsWebSdk) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SUMSUB_WEBSDK_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new NetworkError(new Error(`${SUMSUB_WEBSDK_URL} could not be loaded`)));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Launches the WebSDK in `container`; the token function also renews an expired token. */
export async function launchSumsub(o: {
  container: HTMLElement;
  token: () => Promise<string>;
  lang: string;
  onSubmitted: () => void;
  onPending: () => void;
}) {
  const [token] = await Promise.all([o.token(), loadScript()]);
  if (!window.snsWebSdk) throw new NetworkError(new Error('Sumsub WebSDK missing'));
  window.snsWebSdk
    .init(token, o.token)
    .withConf({ lang: o.lang })
    .withOptions({ addViewportTag: false, adaptIframeHeight: true })
    .on('idCheck.onApplicantSubmitted', () => o.onSubmitted())
    .on('idCheck.onApplicantStatusChanged', (payload) => {
      if ((payload as { reviewStatus?: string } | null)?.reviewStatus === 'pending') o.onPending();
    })
    .build()
    .launch(o.container);
}
