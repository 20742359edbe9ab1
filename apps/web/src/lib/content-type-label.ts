import type { ContentType } from '@mb/contract/profiles';
import { t } from './i18n';

/** A content type's name in the current language (the contract's CONTENT_TYPE_LABELS are the English). */
export function contentTypeLabel(type: ContentType): string {
  const labels: Record<ContentType, string> = {
    straight: t('contentType.straight', 'Straight'),
    bi: t('contentType.bi', 'Bi'),
    gay: t('contentType.gay', 'Gay'),
    lesbian: t('contentType.lesbian', 'Lesbian'),
    male_with_ftm: t('contentType.maleWithFtm', 'Male with Trans (FTM)'),
    male_with_mtf: t('contentType.maleWithMtf', 'Male with Trans (MTF)'),
    anything_goes: t('contentType.anythingGoes', 'Anything Goes'),
  };
  return labels[type];
}
