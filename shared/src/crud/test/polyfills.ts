// react-router 7 needs TextEncoder, which jest's jsdom environment lacks. Import this first.
import { TextDecoder, TextEncoder } from 'node:util';

if (!('TextEncoder' in globalThis)) Object.assign(globalThis, { TextEncoder, TextDecoder });
