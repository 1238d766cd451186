import { useTranslation } from 'react-i18next';
import { LEGAL_LANGS, type LegalLang } from '../content';

/** The interface language, as one of the languages the legal texts exist in. */
export function useLegalLanguage(): LegalLang {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (LEGAL_LANGS as readonly string[]).includes(language) ? (language as LegalLang) : 'en';
}
