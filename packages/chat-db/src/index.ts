export * from './schema.ts';
export * from './chatStore.ts';
