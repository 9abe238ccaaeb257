/** Manage worker → wallet (its records arrive with a later issue). */
import { LaterTab } from './Later';

export default function WalletTab(_: { workerId: number }) {
  return <LaterTab kind="wallet" />;
}
