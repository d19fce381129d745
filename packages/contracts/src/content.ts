/**
 * Schemas of the curriculum content files in content/ (see content/README.md): one import for the
 * content tools, the loader and the editor screens.
 */
export * from './content-common';
export * from './content-questions';
export * from './content-parts';
export * from './content-day';
export * from './content-syllabus';
export * from './content-meta';
export * from './content-book';
export * from './content-exam';
export * from './content-yekverse';
