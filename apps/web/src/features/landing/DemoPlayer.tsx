import { ActionIcon } from '@mantine/core';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, PauseIcon, PlayIcon, ReplayIcon, StarIcon } from '../../components/icons';
import classes from './DemoPlayer.module.css';

/** How long each scene of the demo runs. */
export const DEMO_SCENE_DURATION_MS = 4_000;
/** How often the progress advances while playing. */
const DEMO_TICK_MS = 100;

const SCENES = ['sceneSnap', 'sceneMatch', 'sceneChat', 'sceneRate'] as const;

function SnapScene() {
  const { t } = useTranslation();
  return (
    <>
      <div className={classes.paper}>
        <div className={classes.viewfinder} aria-hidden="true">
          <span className={classes.corner} />
          <span className={classes.corner} />
          <span className={classes.corner} />
          <span className={classes.corner} />
        </div>
        <div className={classes.paperLabel}>{t('howItWorks.demoProblem')}</div>
        <div className={classes.paperProblem}>2x + 5 = 17</div>
      </div>
      <div className={classes.flash} aria-hidden="true" />
      <div className={classes.chip}>
        <CheckIcon size={16} className={classes.chipIcon} />
        {t('howItWorks.demoCapture')}
      </div>
    </>
  );
}

function MatchScene() {
  const { t } = useTranslation();
  return (
    <div className={classes.match}>
      <div className={classes.radar} aria-hidden="true">
        <span className={classes.ring} />
        <span className={classes.ring} />
        <span className={classes.ring} />
        <span className={classes.avatar}>MG</span>
      </div>
      <div className={classes.status}>
        <span className={classes.searching}>{t('howItWorks.demoSearching')}</span>
        <span className={classes.joined}>{t('howItWorks.demoExpertJoined')}</span>
      </div>
      <div className={classes.expertCard}>
        <div>
          <div className={classes.expertName}>{t('howItWorks.demoExpertName')}</div>
          <div className={classes.expertRole}>{t('howItWorks.demoExpertRole')}</div>
        </div>
      </div>
    </div>
  );
}

function ChatScene() {
  const { t } = useTranslation();
  return (
    <div className={classes.chat}>
      <div className={`${classes.bubble} ${classes.fromExpert}`}>{t('howItWorks.demoChatExpert1')}</div>
      <div className={`${classes.bubble} ${classes.fromStudent}`}>{t('howItWorks.demoChatStudent1')}</div>
      <div className={`${classes.bubble} ${classes.fromExpert}`}>{t('howItWorks.demoChatExpert2')}</div>
      <div className={`${classes.bubble} ${classes.fromStudent}`}>{t('howItWorks.demoChatStudent2')}</div>
    </div>
  );
}

function RateScene() {
  const { t } = useTranslation();
  return (
    <div className={classes.rate}>
      <div className={classes.rateTitle}>{t('howItWorks.demoRateTitle')}</div>
      <div className={classes.stars} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <StarIcon key={index} size={36} className={classes.star} style={{ animationDelay: `${300 + index * 220}ms` }} />
        ))}
      </div>
      <div className={classes.thanks}>{t('howItWorks.demoRateThanks')}</div>
    </div>
  );
}

const SCENE_COMPONENTS = [SnapScene, MatchScene, ChatScene, RateScene];

interface DemoState {
  scene: number;
  elapsedMs: number;
  isPlaying: boolean;
  hasStarted: boolean;
}

type DemoAction = { type: 'play' } | { type: 'pause' } | { type: 'tick' } | { type: 'goTo'; scene: number };

const INITIAL_DEMO_STATE: DemoState = { scene: 0, elapsedMs: 0, isPlaying: false, hasStarted: false };

// One reducer moves time and scenes together, so a burst of ticks can never skip a scene change.
function demoReducer(state: DemoState, action: DemoAction): DemoState {
  const lastScene = SCENES.length - 1;
  switch (action.type) {
    case 'play': {
      const isFinished = state.scene === lastScene && state.elapsedMs >= DEMO_SCENE_DURATION_MS;
      return { ...state, ...(isFinished ? { scene: 0, elapsedMs: 0 } : {}), isPlaying: true, hasStarted: true };
    }
    case 'pause':
      return { ...state, isPlaying: false };
    case 'goTo':
      return { ...state, scene: action.scene, elapsedMs: 0, hasStarted: true };
    case 'tick': {
      if (!state.isPlaying) return state;
      const elapsedMs = state.elapsedMs + DEMO_TICK_MS;
      if (elapsedMs < DEMO_SCENE_DURATION_MS) return { ...state, elapsedMs };
      if (state.scene < lastScene) return { ...state, scene: state.scene + 1, elapsedMs: 0 };
      return { ...state, elapsedMs: DEMO_SCENE_DURATION_MS, isPlaying: false };
    }
  }
}

/**
 * The 'How it works' demo: an in-page animated walkthrough (no video download) with play/pause,
 * chapter buttons and a step counter. It starts paused on a poster, like an embedded video.
 */
export function DemoPlayer() {
  const { t } = useTranslation();
  const [{ scene, elapsedMs, isPlaying, hasStarted }, dispatch] = useReducer(demoReducer, INITIAL_DEMO_STATE);
  const isFinished = scene === SCENES.length - 1 && elapsedMs >= DEMO_SCENE_DURATION_MS;

  useEffect(() => {
    if (!isPlaying) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick' }), DEMO_TICK_MS);
    return () => clearInterval(timer);
  }, [isPlaying]);

  const play = () => dispatch({ type: 'play' });
  const goTo = (index: number) => dispatch({ type: 'goTo', scene: index });

  const Scene = SCENE_COMPONENTS[scene] ?? SnapScene;
  const sceneTitle = t(`howItWorks.${SCENES[scene] ?? 'sceneSnap'}`);
  const toggleLabel = isPlaying ? t('howItWorks.pause') : isFinished ? t('howItWorks.replay') : t('howItWorks.play');

  return (
    <div className={classes.player} role="region" aria-label={t('howItWorks.demoLabel')} aria-roledescription="video">
      <div className={classes.window}>
        <div className={classes.titleBar} aria-hidden="true">
          <span className={classes.dot} style={{ background: '#ff6b6b' }} />
          <span className={classes.dot} style={{ background: '#fcc419' }} />
          <span className={classes.dot} style={{ background: '#51cf66' }} />
          <span className={classes.titleText}>PhotoStudy: Homework Help</span>
        </div>
        <div className={classes.stage} data-playing={isPlaying} key={scene} data-testid="demo-stage">
          <Scene />
        </div>
        {hasStarted ? null : (
          <button type="button" className={classes.poster} onClick={play} aria-label={t('howItWorks.play')}>
            <span className={classes.posterTitle} aria-hidden="true">
              {t('howItWorks.posterTitle')}
            </span>
            <span className={classes.posterButton}>
              <PlayIcon size={36} />
            </span>
            <span className={classes.posterCaption} aria-hidden="true">
              {t('howItWorks.watch', { seconds: (SCENES.length * DEMO_SCENE_DURATION_MS) / 1000 })}
            </span>
          </button>
        )}
      </div>
      <div className={classes.controls}>
        <ActionIcon
          size={44}
          radius="xl"
          variant="filled"
          aria-label={toggleLabel}
          onClick={isPlaying ? () => dispatch({ type: 'pause' }) : play}
        >
          {isPlaying ? <PauseIcon /> : isFinished ? <ReplayIcon /> : <PlayIcon />}
        </ActionIcon>
        <div className={classes.chapters}>
          {SCENES.map((key, index) => {
            const fill = index < scene ? 100 : index === scene ? Math.min(100, (elapsedMs / DEMO_SCENE_DURATION_MS) * 100) : 0;
            const title = t(`howItWorks.${key}`);
            return (
              <button
                key={key}
                type="button"
                className={classes.chapter}
                aria-current={index === scene ? 'step' : undefined}
                aria-label={t('howItWorks.goToScene', { number: index + 1, title })}
                onClick={() => goTo(index)}
              >
                <span className={classes.track}>
                  <span className={classes.fill} style={{ width: `${fill}%` }} />
                </span>
                <span className={classes.chapterLabel}>{title}</span>
              </button>
            );
          })}
        </div>
        <span className={classes.counter} aria-live="polite">
          {t('howItWorks.sceneCounter', { current: scene + 1, total: SCENES.length })}
          <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>: {sceneTitle}</span>
        </span>
      </div>
    </div>
  );
}
