import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';

type Choice = { id: number; name: string };

/**
 * The form's course and hardware choices from GET tournaments/options, which manage-tournaments
 * alone may read (the courses and hardware resources need their own permissions). undefined while loading.
 */
export function useTournamentOptions(): { courses?: Choice[]; hardware?: Choice[] } {
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError } = useFeedback();
  const [options, setOptions] = useState<{ courses?: Choice[]; hardware?: Choice[] }>({});
  useEffect(() => {
    let live = true;
    provider.getTournamentOptions().then(
      ({ data }) => {
        if (!live) return;
        setOptions({
          courses: data.courses.map((course) => ({ id: course.id, name: course.title })),
          hardware: data.hardware_devices.map((device) => ({ id: device.id, name: device.title })),
        });
      },
      (cause: unknown) => {
        if (!live) return;
        // Empty lists rather than a spinner forever, and the reason in the modal.
        setOptions({ courses: [], hardware: [] });
        showError(cause);
      },
    );
    return () => {
      live = false;
    };
  }, [provider, showError]);
  return options;
}
