/**
 * Translations of the `workforce` remote (namespace `workforce`), registered when any exposed
 * module of this remote loads. Page strings arrive with the pages.
 */
import { registerTranslations } from '@shiftdesk/shared';

export const NS = 'workforce';

const en = {
  name: 'Workforce',
};

const zhCn: typeof en = {
  name: '人力管理',
};

registerTranslations(NS, { en, 'zh-cn': zhCn });
