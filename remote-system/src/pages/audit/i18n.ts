/** Texts of System → Audit (namespace `system`, key `audit`), registered with the page. */
import { registerTranslations } from '@shiftdesk/shared';
import { NS } from '../../i18n';

const en = {
  audit: {
    tableTitle: 'Audit trail',
    search: { entity: 'Record type', entityId: 'Record no.', actor: 'By', action: 'Action', time: 'Time' },
    col: { at: 'Time', entity: 'Record', action: 'Action', change: 'State change', actor: 'By', reason: 'Reason' },
    system: 'System',
    history: 'History',
    historyTitle: 'History of {{entity}} #{{id}}',
    exportName: 'Audit trail',
  },
};

const zhCn: typeof en = {
  audit: {
    tableTitle: '审计记录',
    search: { entity: '记录类型', entityId: '记录编号', actor: '操作人', action: '操作', time: '时间' },
    col: { at: '时间', entity: '记录', action: '操作', change: '状态变化', actor: '操作人', reason: '原因' },
    system: '系统',
    history: '历史',
    historyTitle: '{{entity}} #{{id}} 的历史记录',
    exportName: '审计记录',
  },
};

registerTranslations(NS, { en, 'zh-cn': zhCn });
