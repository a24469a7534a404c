export * from './entities.ts';
export * from './messageType.ts';
export * from './rules.ts';
export * from './readRules.ts';
export * from './constants.ts';
export * from './callRules.ts';
export * from './senderRules.ts';
export * from './analytics.ts';
