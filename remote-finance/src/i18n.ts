/**
 * Translations of the `finance` remote (namespace `finance`), registered when any exposed
 * module of this remote loads. Page strings arrive with the pages.
 */
import { registerTranslations } from '@shiftdesk/shared';

export const NS = 'finance';

const en = {
  name: 'Finance',
};

const zhCn: typeof en = {
  name: '财务管理',
};

registerTranslations(NS, { en, 'zh-cn': zhCn });
