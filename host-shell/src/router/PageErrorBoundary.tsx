import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ErrorView({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('host');
  return (
    <Result
      status="error"
      title={t('page.errorTitle')}
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      }
    />
  );
}

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** Told of the crash (the shell reports remote pages' failures per version) */
  onError?: (error: Error) => void;
}

/** Layer 3 of the failure handling: one page failing never takes the shell down. */
export class PageErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('[shiftdesk] page crashed', error);
    this.props.onError?.(error);
  }

  override render() {
    if (this.state.error) return <ErrorView error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
