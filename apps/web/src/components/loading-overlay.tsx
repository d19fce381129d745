import { useTranslation } from 'react-i18next';
import { LOGO_SRC } from './brand-logo';

/**
 * Covers the screen while the app restores the session (spec §2): the logo turning once a second,
 * a running bar and the word for loading. Drawn with index.html's boot-overlay classes, so it looks
 * like the screen before the scripts and adds no styling code to the first download; the classes
 * hold still when the learner asks for reduced motion.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div className="boot-overlay" role="progressbar" aria-label={t('common.appLoading')}>
      <img className="boot-logo" src={LOGO_SRC} alt="" />
      <div className="boot-bar" />
      <p className="boot-text">{t('common.loading')}…</p>
    </div>
  );
}
