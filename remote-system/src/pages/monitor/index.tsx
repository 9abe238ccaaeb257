/**
 * System → Server monitor (route /system/monitor, expose `system/monitor/index`): CPU, memory,
 * disk, Node runtime and database panels, refreshed every 5 s while the page is visible, with
 * sparklines of the last minutes (the server keeps the history, so they are full on opening).
 */
import '../../i18n';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { api, formatDateTime, useAuth } from '@shiftdesk/shared';
import type { MonitorResult } from '@shiftdesk/shared/api';
import { Alert, Button, Card, Col, Descriptions, Progress, Row, Space, Switch, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { JOBS_RULE, JobsCard } from './JobsCard';
import { Sparkline } from './Sparkline';

export const MONITOR_URL = '/api/v1/system/monitor/server';
export const REFRESH_MS = 5000;
const KEEP = 60;

interface Sample {
  cpu: number;
  mem: number;
  heap: number;
}

export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0 B';
  const u = ['B', 'KB', 'MB', 'GB', 'TB'];
  const i = Math.min(u.length - 1, Math.floor(Math.log(n) / Math.log(1024)));
  return `${(n / 1024 ** i).toFixed(i === 0 ? 0 : 1)} ${u[i]}`;
}

/** Seconds → {d, h, m, s} for the `monitor.duration` text. */
export function durationParts(sec: number) {
  const s = Math.floor(sec);
  return { d: Math.floor(s / 86400), h: Math.floor((s % 86400) / 3600), m: Math.floor((s % 3600) / 60), s: s % 60 };
}

const pct = (n: number) => Math.round(n * 10) / 10;
const color = (n: number) => (n >= 90 ? '#ff4d4f' : n >= 70 ? '#faad14' : '#52c41a');

export default function MonitorPage() {
  const { t } = useTranslation(NS);
  const [data, setData] = useState<MonitorResult | null>(null);
  const [error, setError] = useState(false);
  const [auto, setAuto] = useState(true);
  const [samples, setSamples] = useState<Sample[]>([]);
  const busy = useRef(false);
  const { has } = useAuth();
  // Each refresh of the server panels refreshes the job card too.
  const [jobsTick, setJobsTick] = useState(0);

  const load = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const d = await api.get<MonitorResult>(MONITOR_URL);
      setData(d);
      setError(false);
      setJobsTick((n) => n + 1);
      // The server's recent history, then this answer's own reading as the newest point.
      const past = (d.history ?? []).map((h) => ({ cpu: h.cpu, mem: h.memory, heap: h.heapUsed }));
      setSamples([...past, { cpu: d.cpu.usage, mem: d.memory.usage, heap: d.node.heapUsed }].slice(-KEEP));
    } catch {
      setError(true);
    } finally {
      busy.current = false;
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!auto) return;
    const tick = () => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') void load();
    };
    const id = setInterval(tick, REFRESH_MS);
    const onVis = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', onVis);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', onVis);
    };
  }, [auto, load]);

  const head = (
    <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
      <Typography.Text type="secondary">
        {data ? t('monitor.updated', { time: formatDateTime(data.time) }) : t('monitor.loading')}
      </Typography.Text>
      <Space>
        <Switch checked={auto} onChange={setAuto} aria-label={t('monitor.auto')} />
        <span>{t('monitor.auto')}</span>
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          {t('monitor.refresh')}
        </Button>
      </Space>
    </Space>
  );

  if (!data) {
    return (
      <Card loading={!error}>
        {head}
        {error && (
          <Alert
            type="error"
            showIcon
            message={t('monitor.failed')}
            action={<Button onClick={() => void load()}>{t('monitor.retry')}</Button>}
          />
        )}
      </Card>
    );
  }

  const { cpu, memory, disk, node, os, database } = data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">{head}</Card>
      {error && <Alert type="warning" showIcon message={t('monitor.stale')} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('monitor.cpu')} data-testid="panel-cpu">
            <Space align="center" size={24} style={{ width: '100%' }}>
              <Progress
                aria-label={t('monitor.cpu')}
                type="dashboard"
                percent={pct(cpu.usage)}
                status="normal"
                format={(p) => `${p}%`}
                strokeColor={color(cpu.usage)}
                size={110}
              />
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('monitor.model')}>{cpu.model}</Descriptions.Item>
                <Descriptions.Item label={t('monitor.cores')}>{cpu.cores}</Descriptions.Item>
                <Descriptions.Item label={t('monitor.loadAvg')}>
                  {cpu.loadAvg.map((n) => n.toFixed(2)).join(' / ')}
                </Descriptions.Item>
              </Descriptions>
            </Space>
            <Sparkline label={t('monitor.cpuChart')} values={samples.map((s) => s.cpu)} max={100} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('monitor.memory')} data-testid="panel-memory">
            <Space align="center" size={24} style={{ width: '100%' }}>
              <Progress
                aria-label={t('monitor.memory')}
                type="dashboard"
                percent={pct(memory.usage)}
                status="normal"
                format={(p) => `${p}%`}
                strokeColor={color(memory.usage)}
                size={110}
              />
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('monitor.total')}>{formatBytes(memory.total)}</Descriptions.Item>
                <Descriptions.Item label={t('monitor.used')}>{formatBytes(memory.used)}</Descriptions.Item>
                <Descriptions.Item label={t('monitor.free')}>{formatBytes(memory.free)}</Descriptions.Item>
              </Descriptions>
            </Space>
            <Sparkline label={t('monitor.memChart')} values={samples.map((s) => s.mem)} max={100} tone="purple" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('monitor.node')} data-testid="panel-node">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small">
              <Descriptions.Item label={t('monitor.version')}>{node.version}</Descriptions.Item>
              <Descriptions.Item label="PID">{node.pid}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.uptime')}>
                {t('monitor.duration', durationParts(node.uptime))}
              </Descriptions.Item>
              <Descriptions.Item label="RSS">{formatBytes(node.rss)}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.heap')}>
                {formatBytes(node.heapUsed)} / {formatBytes(node.heapTotal)}
              </Descriptions.Item>
              <Descriptions.Item label={t('monitor.os')}>
                {os.platform} {os.release} ({os.hostname})
              </Descriptions.Item>
              <Descriptions.Item label={t('monitor.osUptime')}>
                {t('monitor.duration', durationParts(os.uptime))}
              </Descriptions.Item>
            </Descriptions>
            <Sparkline label={t('monitor.heapChart')} values={samples.map((s) => s.heap)} tone="cyan" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('monitor.disk')} data-testid="panel-disk">
            <Progress
              aria-label={t('monitor.disk')}
              percent={pct(disk.usage)}
              status="normal"
              format={(p) => `${p}%`}
              strokeColor={color(disk.usage)}
            />
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('monitor.path')}>
                <code>{disk.path}</code>
              </Descriptions.Item>
              <Descriptions.Item label={t('monitor.total')}>{formatBytes(disk.total)}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.used')}>{formatBytes(disk.used)}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.free')}>{formatBytes(disk.free)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('monitor.database')} data-testid="panel-database">
            <Descriptions column={{ xs: 1, sm: 3 }} size="small">
              <Descriptions.Item label={t('monitor.dbKind')}>{database.kind}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.dbSize')}>{formatBytes(database.size)}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.connections')}>{database.connections}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.version')} span={3}>
                <span title={database.version}>{database.version.split(/ on | compiled by /)[0]}</span>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        {has(JOBS_RULE) && (
          <Col xs={24}>
            <JobsCard refreshKey={jobsTick} />
          </Col>
        )}
      </Row>
    </Space>
  );
}
