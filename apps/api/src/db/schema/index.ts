export * from './reference';
export * from './identity';
