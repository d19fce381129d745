import {
  MetaCourseFileSchema,
  MetaCourseSchema,
  MetaTaskSchema,
  metaTaskFileName,
  type MetaCourse,
  type MetaTask,
} from '@yek/contracts/content';
import { reportIssues } from './check-structure';
import type { Findings } from './findings';
import type { RawMetaCourse } from './load';

/** A task file that passed its schema. */
export interface ValidMetaTask {
  /** Path relative to content/, e.g. `meta/travel/task-01.yaml`. */
  path: string;
  task: MetaTask;
}

/** A course whose course.yaml passed its schema, with the task files that passed theirs. */
export interface ValidMetaCourse {
  path: string;
  course: MetaCourse;
  tasks: ValidMetaTask[];
}

/**
 * Validates every meta course folder: course.yaml, each task file, the file names, and the rules
 * across files (ten or more tasks numbered in order, levels inside the course's range). Returns the
 * courses whose course.yaml is valid, with their valid tasks.
 */
export function validateMeta(raw: RawMetaCourse[], findings: Findings): ValidMetaCourse[] {
  const courses: ValidMetaCourse[] = [];
  let taskFiles = 0;
  let validTasks = 0;
  for (const folder of raw) {
    const tasks: ValidMetaTask[] = [];
    for (const file of folder.tasks) {
      taskFiles++;
      if (file.parseError) {
        findings.error('meta-schema', file.path, file.parseError);
        continue;
      }
      const parsed = MetaTaskSchema.safeParse(file.data);
      if (!parsed.success) {
        reportIssues(findings, file.path, parsed.error.issues, 'meta');
        continue;
      }
      const task = parsed.data;
      const expected = `meta/${folder.folder}/${metaTaskFileName(task.number)}`;
      if (file.path !== expected)
        findings.error(
          'meta-schema',
          file.path,
          `holds ${task.slug}; the file must be ${expected}`,
        );
      else {
        tasks.push({ path: file.path, task });
        validTasks++;
      }
    }
    const file = folder.course;
    if (!file) {
      findings.error('meta-schema', `meta/${folder.folder}`, 'course.yaml is missing');
      continue;
    }
    if (file.parseError) {
      findings.error('meta-schema', file.path, file.parseError);
      continue;
    }
    const head = MetaCourseFileSchema.safeParse(file.data);
    if (!head.success) {
      reportIssues(findings, file.path, head.error.issues, 'meta');
      continue;
    }
    if (head.data.slug !== folder.folder)
      findings.error(
        'meta-schema',
        file.path,
        `slug ${head.data.slug} must be the folder's name, ${folder.folder}`,
      );
    tasks.sort((a, b) => a.task.number - b.task.number);
    // The rules across files are read once every task file is valid: a broken task is reported
    // where it breaks, not again as a gap in the numbering.
    if (tasks.length === folder.tasks.length) {
      const whole = MetaCourseSchema.safeParse({ ...head.data, tasks: tasks.map((t) => t.task) });
      if (!whole.success) reportIssues(findings, file.path, whole.error.issues, 'meta');
    }
    courses.push({
      path: file.path,
      course: { ...head.data, tasks: tasks.map((t) => t.task) },
      tasks,
    });
  }
  findings.note(
    'meta-schema',
    `${courses.length} course(s); ${validTasks} of ${taskFiles} task files valid`,
  );
  return courses;
}
