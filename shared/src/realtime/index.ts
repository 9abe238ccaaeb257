export * from './constants';
export * from './socket';
export * from './rules';
export * from './handlers';
export * from './jobProgress';
export * from './notices';
