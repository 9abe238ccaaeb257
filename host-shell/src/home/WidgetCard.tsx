/** One dashboard card: its own error boundary and suspense, so a broken widget stays contained. */
import Card from 'antd/es/card';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeWidget } from './types';

function Failed() {
  const { t } = useTranslation('host');
  return <Result status="warning" subTitle={t('dash.widgetFailed')} style={{ padding: 16 }} />;
}

class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(e: Error) {
    console.error('[shiftdesk] home widget crashed', e);
  }
  override render() {
    return this.state.failed ? <Failed /> : this.props.children;
  }
}

export function WidgetCard({ widget }: { widget: HomeWidget }) {
  const { t } = useTranslation('host');
  const Body = widget.component;
  return (
    <Card
      title={t(widget.title, { defaultValue: widget.title.split(':').pop() })}
      data-widget={widget.key}
      style={{ height: '100%' }}
    >
      <WidgetBoundary>
        <Suspense fallback={<Skeleton active />}>
          <Body />
        </Suspense>
      </WidgetBoundary>
    </Card>
  );
}

export function WidgetSkeleton({ name }: { name: string }) {
  return (
    <Card data-widget-pending={name} style={{ height: '100%' }}>
      <Skeleton active paragraph={{ rows: 3 }} />
    </Card>
  );
}
