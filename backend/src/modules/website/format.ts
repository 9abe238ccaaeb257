/**
 * How the public pages show money and time. Pay is integer cents and stays integer to the last
 * digit (no float rounding on a pay rate); times are Singapore wall time by the fixed +8 offset,
 * so the page reads the same whatever the server's time zone or ICU data.
 */
import type { WebsiteLang } from './texts';

/** 1234 → "12.34"; 123456 → "1,234.56". */
export function centsToDecimal(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return `${whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(rest).padStart(2, '0')}`;
}

/** 1200 → "S$12.00". */
export const sgd = (cents: number) => `S$${centsToDecimal(cents)}`;

const SG_OFFSET_MS = 8 * 3_600_000;

/** "09:00" of an ISO instant, in Singapore. */
export function sgClock(iso: string): string {
  return new Date(Date.parse(iso) + SG_OFFSET_MS).toISOString().slice(11, 16);
}

const WEEKDAYS = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  'zh-CN': ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
} as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A shift date ('2026-12-05') as "Sat 5 Dec 2026" / "2026年12月5日 周六". */
export function shiftDay(ymd: string, lang: WebsiteLang): string {
  const [y, m, d] = ymd.split('-').map(Number);
  const weekday = WEEKDAYS[lang][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return lang === 'en' ? `${weekday} ${d} ${MONTHS[m - 1]} ${y}` : `${y}年${m}月${d}日 ${weekday}`;
}
