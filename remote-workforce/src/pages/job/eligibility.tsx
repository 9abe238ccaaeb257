/**
 * A worker's eligibility verdict as the assign screen shows it: "Eligible", or each failed rule
 * by its name in the interface language with what it is about (which ban, which certificate,
 * which other shift). Rule names are the rules library's (`ELIGIBILITY_RULES`, `PART_IV_RULES`);
 * one the page does not know yet is shown as sent rather than hidden.
 */
import { getLang, stateTitle, useReferenceNames } from '@shiftdesk/shared';
import { CertificateTypeRef, type EligibilityFailureRow } from '@shiftdesk/shared/api';
import { ELIGIBILITY_RULES, PART_IV_RULES } from '@shiftdesk/shared/rules';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** Every rule a refusal may name, in the order the rules run. */
export const RULE_NAMES: readonly string[] = [...Object.values(ELIGIBILITY_RULES), ...Object.values(PART_IV_RULES)];

/** The failures of each worker, keyed by worker id. */
export function byWorker(rules: readonly EligibilityFailureRow[]): Map<number, EligibilityFailureRow[]> {
  const out = new Map<number, EligibilityFailureRow[]>();
  for (const r of rules) out.set(r.workerId, [...(out.get(r.workerId) ?? []), r]);
  return out;
}

export function Verdict({ failures }: { failures: readonly EligibilityFailureRow[] | undefined }) {
  const { t } = useTranslation(NS);
  const certificates = useReferenceNames(
    CertificateTypeRef,
    (failures ?? [])
      .filter((f) => f.rule === ELIGIBILITY_RULES.certificateMissing && f.ref !== undefined)
      .map((f) => f.ref),
  );
  if (!failures) return null;
  if (!failures.length) return <Tag color="success">{t('job.assign.eligible')}</Tag>;
  const about = (f: EligibilityFailureRow): string | undefined => {
    if (f.ref === undefined || f.ref === null || f.ref === '') return undefined;
    switch (f.rule) {
      case ELIGIBILITY_RULES.banned:
        return t(`job.banScope.${f.ref}`, { defaultValue: String(f.ref) });
      case ELIGIBILITY_RULES.certificateMissing:
        return certificates.find((c) => c.id === f.ref)?.name ?? `#${f.ref}`;
      case ELIGIBILITY_RULES.workerNotActive:
        return stateTitle(String(f.ref), getLang());
      case ELIGIBILITY_RULES.overlappingShift:
        return `#${f.ref}`;
      default:
        return String(f.ref);
    }
  };
  return (
    <Space orientation="vertical" size={4}>
      <Tag color="error">{t('job.assign.notEligible')}</Tag>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {failures.map((f, i) => {
          const name = RULE_NAMES.includes(f.rule) ? t(`job.rules.${f.rule}`) : f.rule;
          const detail = about(f);
          return (
            <li key={`${f.rule}-${f.ref ?? i}`}>{detail ? t('job.ruleAbout', { rule: name, about: detail }) : name}</li>
          );
        })}
      </ul>
    </Space>
  );
}
