/**
 * Manage job → Info: every field of the job, in groups. Rates are the order's at creation (cents
 * an hour, formatted by the kit) and the policy summary is that snapshot too: a later revision of
 * the order does not change a job already made.
 */
import { formatDateTime, formatMoney, ReferenceCell } from '@shiftdesk/shared';
import { CertificateTypeRef, type JobRow } from '@shiftdesk/shared/api';
import { Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { ShiftCell, StaffingCell } from '../../fields';

const dash = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);

export default function InfoTab({ job: j }: { job: JobRow }) {
  const { t } = useTranslation(NS);
  const f = (k: string) => t(`job.fields.${k}`);
  const p = j.policy;
  const pf = (k: string) => t(`job.info.policyFields.${k}`);
  const hours = (h: number) => t('job.info.hours', { h });
  const minutes = (m: number) => t('job.info.minutes', { m });
  const times = (x: number) => t('job.info.times', { x });
  const rounding = (r: JobRow['policy']['payRounding']) =>
    t('job.info.rounding', { unit: r.unitMinutes, mode: t(`job.info.roundingMode.${r.mode}`) });
  const yesNo = (b: boolean) => t(b ? 'job.yes' : 'job.no');
  const perHour = (cents: number) => t('job.perHour', { money: formatMoney(cents) });

  const groups: { key: string; title: string; items: DescriptionsProps['items'] }[] = [
    {
      key: 'shift',
      title: t('job.info.shift'),
      items: [
        {
          key: 'shift',
          label: f('shift'),
          children: <ShiftCell date={j.shiftDate} startAt={j.startAt} endAt={j.endAt} />,
        },
        {
          key: 'break',
          label: f('breakMinutes'),
          children: j.breakMinutes
            ? t('job.info.break', {
                minutes: j.breakMinutes,
                paid: t(j.breakPaid ? 'job.info.breakPaid' : 'job.info.breakUnpaid'),
              })
            : t('job.info.unpaidNone'),
        },
        { key: 'ph', label: f('publicHoliday'), children: yesNo(j.publicHoliday) },
        { key: 'staffing', label: f('staffing'), children: <StaffingCell row={j} /> },
        { key: 'visibility', label: f('visibility'), children: t(`job.visibility.${j.visibility}`) },
        { key: 'booking', label: f('bookingMode'), children: t(`job.bookingMode.${j.bookingMode}`) },
        ...(j.cancelReason ? [{ key: 'cancel', label: f('cancelReason'), children: j.cancelReason }] : []),
        { key: 'created', label: f('createdAt'), children: formatDateTime(j.createdAt) },
      ],
    },
    {
      key: 'order',
      title: t('job.info.order'),
      items: [
        { key: 'order', label: f('contractOrderNumber'), children: j.contractOrderNumber },
        { key: 'client', label: f('clientName'), children: `${j.clientName} · ${j.deptName}` },
        { key: 'position', label: f('positionName'), children: j.positionName },
        { key: 'pay', label: f('payRate'), children: perHour(j.payRate) },
        { key: 'bill', label: f('billRate'), children: perHour(j.billRate) },
      ],
    },
    {
      key: 'requirements',
      title: t('job.info.requirements'),
      items: [
        {
          key: 'certs',
          label: f('requiredCertificateTypeIds'),
          children: <ReferenceCell to={CertificateTypeRef} value={j.requiredCertificateTypeIds} many />,
        },
        { key: 'age', label: f('minimumAge'), children: j.minimumAge ?? t('job.any') },
        {
          key: 'residencies',
          label: f('residencies'),
          children: j.residencies.length
            ? j.residencies.map((r) => t(`worker.residency.${r}`)).join(', ')
            : t('job.any'),
        },
        { key: 'credit', label: f('minimumCreditScore'), children: j.minimumCreditScore ?? t('job.any') },
      ],
    },
    {
      key: 'details',
      title: t('job.form.sections.details'),
      items: [
        { key: 'dress', label: f('dressCode'), children: dash(j.dressCode) },
        { key: 'contact', label: f('siteContact'), children: dash(j.siteContact) },
        { key: 'address', label: f('address'), children: dash(j.address) },
        { key: 'description', label: f('description'), children: dash(j.description), span: 'filled' as const },
      ],
    },
    {
      key: 'policy',
      title: t('job.info.policy'),
      items: [
        {
          key: 'normal',
          label: pf('normalHours'),
          children: `${hours(p.dailyNormalHours)} / ${hours(p.weeklyNormalHours)}`,
        },
        { key: 'ot', label: pf('ot'), children: `${times(p.otPayMultiplier)} / ${times(p.otBillMultiplier)}` },
        { key: 'payRounding', label: pf('payRounding'), children: rounding(p.payRounding) },
        { key: 'billRounding', label: pf('billRounding'), children: rounding(p.billRounding) },
        { key: 'ph', label: pf('ph'), children: t(`job.info.phRule.${p.phPayRule}`, { x: p.phPayMultiplier }) },
        { key: 'phBill', label: pf('phBill'), children: times(p.phBillMultiplier) },
        { key: 'late', label: pf('lateGrace'), children: minutes(p.lateGraceMinutes) },
        { key: 'noShow', label: pf('noShow'), children: minutes(p.noShowAfterMinutes) },
        { key: 'cancel', label: pf('cancellationPay'), children: hours(p.cancellationPayHours) },
        { key: 'sentHome', label: pf('sentHome'), children: hours(p.minPaidHoursSentHome) },
        { key: 'po', label: pf('po'), children: dash(p.poNumber) },
        { key: 'partIv', label: pf('partIv'), children: yesNo(p.partIvExempt) },
      ],
    },
  ];

  return (
    <>
      {groups.map((g) => (
        <Descriptions
          key={g.key}
          title={g.title}
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={g.items}
          style={{ marginBottom: 16 }}
        />
      ))}
    </>
  );
}
