/**
 * Finance → Reference rates (route /finance/referenceRate, expose `finance/referenceRate/index`):
 * one tab per reference table, each the same `ReferenceTab` configured by its descriptor. The
 * tab is kept in the URL (`?tab=`); switching tabs starts from that tab's unfiltered first page.
 */
import '../../i18n';
import { REFERENCE_KINDS, type ReferenceKind } from '@shiftdesk/shared/api';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NS } from '../../i18n';
import { KIND_DESCRIPTORS } from './kinds';
import { ReferenceTab } from './ReferenceTab';

const isKind = (v: string | null): v is ReferenceKind => REFERENCE_KINDS.includes(v as ReferenceKind);

export default function ReferenceRatePage() {
  const { t } = useTranslation(NS);
  const [sp, setSp] = useSearchParams();
  const raw = sp.get('tab');
  const active: ReferenceKind = isKind(raw) ? raw : 'publicHoliday';
  return (
    <Card>
      <Tabs
        activeKey={active}
        onChange={(key) => setSp({ tab: key })}
        items={KIND_DESCRIPTORS.map((d) => ({
          key: d.kind,
          label: t(`referenceRate.tabs.${d.kind}`),
          // Only the open tab is mounted: each binds its own filters to the URL.
          children: d.kind === active ? <ReferenceTab d={d} /> : null,
        }))}
      />
    </Card>
  );
}
