export * from './statusMachine.ts';
