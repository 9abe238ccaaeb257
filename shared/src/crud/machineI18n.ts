/**
 * Texts of History, StateTag and TransitionButton (namespace `machine`), and the localised
 * names of entities, states and actions — read from the machines' own label table
 * (api/machines/labels.ts), the one the server's 409 messages use too.
 */
import { actionLabel, entityLabel, stateLabel } from '../api/machines/labels';
import { registerTranslations, useLang } from '../i18n';

export const MACHINE_NS = 'machine';

const en = {
  history: {
    title: 'History',
    empty: 'No history yet',
    loadFailed: 'Could not load the history',
    retry: 'Retry',
    system: 'System',
    by: 'by {{actor}}',
    reason: 'Reason: {{reason}}',
    fields: 'Changed: {{fields}}',
  },
  transition: {
    confirmTitle: '{{action}} {{entity}} #{{id}}?',
    confirmBody: 'It will go from “{{from}}” to “{{to}}”.',
    reason: 'Reason',
    reasonPlaceholder: 'Why? (kept in the History)',
    reasonRequired: 'Please give a reason',
    cancel: 'Cancel',
    back: 'Back',
    done: '{{entity}} #{{id}} is now “{{to}}”',
    confirmTitleMany: '{{action}} {{count}} × {{entity}}?',
    doneMany: '{{count}} × {{entity}} now “{{to}}”',
  },
};

const zhCn: typeof en = {
  history: {
    title: '历史记录',
    empty: '暂无历史记录',
    loadFailed: '历史记录加载失败',
    retry: '重试',
    system: '系统',
    by: '操作人：{{actor}}',
    reason: '原因：{{reason}}',
    fields: '修改字段：{{fields}}',
  },
  transition: {
    confirmTitle: '确定{{action}}{{entity}} #{{id}} 吗？',
    confirmBody: '状态将从“{{from}}”变为“{{to}}”。',
    reason: '原因',
    reasonPlaceholder: '请说明原因（记录在历史中）',
    reasonRequired: '请填写原因',
    cancel: '取消',
    back: '返回',
    done: '{{entity}} #{{id}} 已变为“{{to}}”',
    confirmTitleMany: '确定{{action}} {{count}} 个{{entity}}吗？',
    doneMany: '{{count}} 个{{entity}}已变为“{{to}}”',
  },
};

registerTranslations(MACHINE_NS, { en, 'zh-cn': zhCn });

export const machineResources = { en, 'zh-cn': zhCn };

const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** A state on its own (a tag, an option, an exported cell) in a language; outside React too. */
export const stateTitle = (s: string, lang: string) => capitalise(stateLabel(s, lang));
/** An entity / an action at the start of a cell or an option, outside React too. */
export const entityTitle = (e: string, lang: string) => capitalise(entityLabel(e, lang));
export const actionTitle = (a: string, lang: string) => capitalise(actionLabel(a, lang));

/** Names of entities, states and actions in the interface language. */
export function useMachineLabels() {
  const lang = useLang();
  return {
    lang,
    entity: (e: string) => entityLabel(e, lang),
    /** An entity at the start of a line or a cell ("Invoice" / "发票"). */
    entityTitle: (e: string) => capitalise(entityLabel(e, lang)),
    state: (s: string) => stateLabel(s, lang),
    /** A state on its own, as a tag, an option or a cell ("Pending verification" / "待核实"). */
    stateTitle: (s: string) => stateTitle(s, lang),
    action: (a: string) => actionLabel(a, lang),
    /** An action as a button label ("Activate" / "激活"). */
    actionTitle: (a: string) => capitalise(actionLabel(a, lang)),
  };
}
