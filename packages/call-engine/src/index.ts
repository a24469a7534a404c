export * from './statusMachine.ts';
export * from './signalling.ts';
export * from './sequence.ts';
export * from './session.ts';
export * from './peer.ts';
export * from './quality.ts';
export * from './endReason.ts';
export * from './content.ts';
