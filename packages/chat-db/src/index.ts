export * from './schema.ts';
export * from './chatStore.ts';
export * from './keyValue.ts';
