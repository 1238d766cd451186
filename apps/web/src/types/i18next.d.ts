import 'i18next';
import type { Catalogues } from '../locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogues;
  }
}
