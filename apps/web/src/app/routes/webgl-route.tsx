import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../components/query-state';
import { useYekverseWorld } from '../../features/yekverse/api/get-world';
import { TextMode } from '../../features/yekverse/components/text-mode';
import { TownMode } from '../../features/yekverse/components/town-mode';
import { YekverseFrame } from '../../features/yekverse/components/yekverse-frame';
import { hasWebgl } from '../../features/yekverse/utils/has-webgl';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { lazyNamed } from '../../lib/lazy-named';

// The 3D town (three.js and its scene) is the heavy part: it downloads only for the 3D view.
const loadTown = () => import('../../features/yekverse/components/town/yekverse-town');
const YekverseTown = lazyNamed(loadTown, 'YekverseTown');

/** Yekverse, full screen without the layout: the 3D town, or with ?mode=text the plain page. */
export function WebglRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('sections.titles.webgl'));
  const [params, setParams] = useSearchParams();
  const webgl = useMemo(hasWebgl, []);
  const mode = webgl && params.get('mode') !== 'text' ? 'town' : 'text';
  const world = useYekverseWorld();
  // Fetched beside the learner's world rather than after it: the first frame comes sooner.
  useEffect(() => {
    if (mode === 'town') void loadTown();
  }, [mode]);
  return (
    <YekverseFrame
      mode={mode}
      webgl={webgl}
      level={world.data?.level ?? null}
      onModeChange={(next) => setParams(next === 'text' ? { mode: 'text' } : {}, { replace: true })}
    >
      <QueryState query={world}>
        {(data) =>
          mode === 'town' ? (
            <TownMode world={data} Town={YekverseTown} />
          ) : (
            <TextMode world={data} />
          )
        }
      </QueryState>
    </YekverseFrame>
  );
}
