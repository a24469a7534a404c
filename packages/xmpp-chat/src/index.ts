export * from './codec.ts';
export * from './connection.ts';
export * from './errors.ts';
export * from './callStanza.ts';
export * from './vcard.ts';
export * from './archive.ts';
