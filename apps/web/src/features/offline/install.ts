import { enums, type CourseDetail, type FeatureAccess, type PlayerSettings } from '@golf/contracts';
import { apiGet } from '../../lib/api';
import { loadFeatureTexts } from '../../lib/i18n';
import { authEvents } from '../../lib/auth/emitter';
import { fetchOwnedCourses } from '../rounds/api';
import { offlineDb } from './offline-db';
import { retryDelay, syncOfflineRounds } from './sync';

/**
 * Makes the game environment installable and playable offline (docs/offline-play.md). Loaded
 * lazily by the game layout after its first screen, so none of it weighs on the first load:
 * - the web app manifest, linked from the page;
 * - the service worker (public/game-sw.js), then the pages and chunks this page has loaded,
 *   and the offline screen's, handed to it to keep;
 * - the player's offline kit (the feature answer, their courses with every hole, their settings)
 *   in IndexedDB, refreshed on every visit while online;
 * - the sync of finished offline rounds, now and whenever the network returns.
 */

const MANIFEST_HREF = '/game.webmanifest';
const WORKER_URL = '/game-sw.js';
/** More courses than a kiosk plays in practice; each carries every hole's geometry. */
const KIT_COURSES_MAX = 12;

function linkManifest() {
  if (document.querySelector(`link[rel="manifest"]`)) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
}

/** Registers the worker and hands it the files this page loaded, and the offline screen's chunk. */
async function installWorker() {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/game/' });
  const ready = await navigator.serviceWorker.ready;
  // Fetching the offline screen's module puts its chunks among the resources listed below, and so does
  // fetching the dialogs and toasts, which load on demand (decision 0107), and the feature texts
  // (decision 0075), which must all work offline too.
  await Promise.all([
    import('./components/OfflinePlayPage'),
    loadFeatureTexts(),
    import('../../lib/feedback/FeedbackModals'),
    import('../../lib/feedback/Toasts'),
  ]);
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/assets/'));
  const worker = ready.active;
  if (!worker) return;
  const reply = new MessageChannel();
  const kept = new Promise<void>((resolve) => (reply.port1.onmessage = () => resolve()));
  worker.postMessage({ type: 'cache-shell', urls: [...new Set(urls)] }, [reply.port2]);
  await kept;
  reply.port1.close();
  // The page can now be opened again without the network (the browser tests wait on this).
  document.documentElement.dataset.offlineShell = 'kept';
}

/** Saves what offline play needs, while the network is there. */
export async function saveOfflineKit(userId: number, settings: PlayerSettings | null) {
  const access = await apiGet<FeatureAccess>('/users/me/features/offline');
  const owned = (await fetchOwnedCourses()).filter((c) => c.course_type === enums.course_type.regular);
  const courses = await Promise.all(
    owned.slice(0, KIT_COURSES_MAX).map((course) => apiGet<CourseDetail>(`/courses/${course.id}`)),
  );
  await offlineDb.saveKit({
    userId,
    hasFeature: access.has_feature,
    courses,
    settings,
    savedAt: new Date().toISOString(),
  });
}

let installed = false;
let stopSync: (() => void) | null = null;

/**
 * Sends the player's finished rounds now and whenever the network returns; a pass that leaves rounds
 * waiting while online (a server error) tries again later, less often each time. Returns the stop.
 */
function startSync(userId: number): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const sync = () => {
    clearTimeout(timer);
    void syncOfflineRounds(userId)
      .then((outcome) => {
        if (stopped) return;
        attempt = outcome.waiting > 0 && !outcome.offline ? attempt + 1 : 0;
        if (attempt > 0) timer = setTimeout(sync, retryDelay(attempt));
      })
      .catch(() => undefined);
  };
  window.addEventListener('online', sync);
  if (navigator.onLine) sync();
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', sync);
    offLogout();
  };
  // The player who logs out is not synced for any more; their next sign-in starts it again.
  const offLogout = authEvents.on('logout', stop);
  return stop;
}

/** Once per page: the manifest and the worker; per player: the kit, and the sync when the network returns. */
export function installOfflinePlay(userId: number, settings: PlayerSettings | null) {
  if (typeof indexedDB === 'undefined') return;
  stopSync?.();
  stopSync = startSync(userId);
  if (navigator.onLine) void saveOfflineKit(userId, settings).catch(() => undefined);
  if (installed) return;
  installed = true;
  linkManifest();
  void installWorker().catch(() => undefined);
}
