import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: jumps over the header and menu. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('app.skipToContent')}
    </a>
  );
}
