export * from './reference';
export * from './identity';
export * from './questionnaire';
export * from './subscription';
export * from './curriculum';
export * from './curriculum-items';
export * from './learner-tasks';
export * from './library';
