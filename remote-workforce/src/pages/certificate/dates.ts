/** The date pickers hold dayjs values; the API takes and gives `YYYY-MM-DD`. */
import dayjs, { type Dayjs } from 'dayjs';

export const toPicker = (d: string | null | undefined): Dayjs | undefined => (d ? dayjs(d) : undefined);
export const toIsoDay = (v: unknown): string | undefined => (v ? dayjs(v as Dayjs).format('YYYY-MM-DD') : undefined);
