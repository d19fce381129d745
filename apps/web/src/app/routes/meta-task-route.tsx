import { useParams } from 'react-router';
import { MetaTaskPage, type PartPieces } from '../../features/meta/components/meta-task-page';
import { AudioPlayer } from '../../features/tasks/components/audio-player';
import { MarkdownText } from '../../features/tasks/components/markdown-text';
import { PassageText } from '../../features/tasks/components/passage-text';
import { QuestionFlow } from '../../features/tasks/components/question-flow';

/** The day's part pieces: a meta task's items, passages and audio work as a day's do. */
const PIECES: PartPieces = {
  questions: (props) => <QuestionFlow {...props} />,
  passage: (props) => <PassageText {...props} />,
  audio: (src, title) => <AudioPlayer src={src} title={title} headingLevel="h3" />,
  markdown: (source) => <MarkdownText source={source} />,
};

/** /meta/{id}/task: the next task of a course not yet done, or `?task=N`. */
export function MetaTaskRoute() {
  return <MetaTaskPage id={Number(useParams().id)} pieces={PIECES} />;
}
