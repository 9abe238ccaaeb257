/**
 * Translations of the `finance` remote (namespace `finance`), registered when any exposed
 * module of this remote loads. Page strings arrive with the pages.
 */
import { registerTranslations } from '@shiftdesk/shared';
import { referenceRateEn, referenceRateZhCn } from './i18n/referenceRate';

export const NS = 'finance';

const en = {
  name: 'Finance',
  referenceRate: referenceRateEn,
};

const zhCn: typeof en = {
  name: '财务管理',
  referenceRate: referenceRateZhCn,
};

registerTranslations(NS, { en, 'zh-cn': zhCn });
