/**
 * @shiftdesk/shared — loaded once at run time as a Module Federation singleton, so its module
 * state (session atoms, jotai store, i18next instance, UI feedback holder) is shared by the host
 * and every remote. API schema TYPES live in '@shiftdesk/shared/api'.
 */

export { FileAvatar, useFileObjectUrl } from './components/FileAvatar';
export {
  NARROW_BREAKPOINT,
  PAGINATION_DEFAULTS,
  Pagination,
  type PaginationProps,
  pagerCount,
} from './components/Pagination';
export { SignaturePad, type SignaturePadHandle, type SignaturePadProps } from './components/SignaturePad';
export { ScoreGauge, type ScoreGaugeProps } from './components/ScoreGauge';
export { TimesheetChangesNote, TimesheetComments, timesheetChangeText } from './components/TimesheetNotes';
export { StepChart, type StepChartPoint, type StepChartProps, stepPath } from './components/StepChart';
export {
  BalanceMoves,
  signedMoney,
  WALLET_TX_COLORS,
  WalletReference,
  walletReferenceText,
} from './components/WalletLedger';
export * from './core';
export * from './crud';
